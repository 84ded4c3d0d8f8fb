import './plain.css';

interface SegmentedProps<T extends string> {
  /** The group's name: its accessible name, said before the options. */
  label: string;
  /** The radio buttons' `name`, unique on the page. */
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: ReadonlyArray<{ value: T; label: string }>;
}

/**
 * A choice of a few options side by side, drawn like antd's Segmented, block wide. The options are the
 * browser's own radio buttons (hidden under their labels): Tab reaches the group, the arrow keys move
 * and choose, and a screen reader says "radio button, 1 of 2".
 */
export function Segmented<T extends string>({ label, name, value, onChange, options }: SegmentedProps<T>) {
  return (
    <div className="plain-segmented" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className={
            option.value === value
              ? 'plain-segmented__item plain-segmented__item--selected'
              : 'plain-segmented__item'
          }
        >
          <input
            type="radio"
            className="plain-segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="plain-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
