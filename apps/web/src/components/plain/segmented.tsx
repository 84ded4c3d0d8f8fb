import './plain.css';

interface SegmentedProps<T extends string> {
  /** The group's name: its accessible name, said before the options. */
  label: string;
  /** The radio buttons' `name`, unique on the page. */
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
  /**
   * Block wide under a form's field (the default, with the field's bottom margin); false: as wide as its
   * options, inline among other controls (field.css).
   */
  block?: boolean;
  /** antd's `size="small"`: 24 px high (field.css). */
  size?: 'small';
}

/**
 * A choice of a few options side by side, drawn like antd's Segmented. The options are the browser's own
 * radio buttons, unseen over their option's whole box (inside the text's span, so that a click on the text
 * lands in it): Tab reaches the group, the arrow keys move and choose, and a screen reader says "radio
 * button, 1 of 2".
 */
export function Segmented<T extends string>({
  label,
  name,
  value,
  onChange,
  options,
  block = true,
  size,
}: SegmentedProps<T>) {
  const classes = [
    'plain-segmented',
    !block && 'plain-segmented--inline',
    size && `plain-segmented--${size}`,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className={
            option.value === value
              ? 'plain-segmented__item plain-segmented__item--selected'
              : 'plain-segmented__item'
          }
        >
          <span className="plain-segmented__label" title={block ? undefined : option.label}>
            {option.label}
            <input
              type="radio"
              className="plain-segmented__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
          </span>
        </label>
      ))}
    </div>
  );
}
