import { type InputHTMLAttributes, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import './plain.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'size' | 'prefix'
> & {
  value: string;
  onChange: (value: string) => void;
  /** `error` draws the red border of a field that failed its check. */
  status?: 'error';
  /** `filled`: a grey box without border, as antd's filled variant (read-only values). */
  variant?: 'outlined' | 'filled';
};

/**
 * Focuses the input once mounted, as `autoFocus` would, without scrolling the page: in a dialog that
 * opens with an animation the browser would otherwise scroll the page behind it.
 */
function useAutoFocus(ref: RefObject<HTMLInputElement | null>, autoFocus: boolean | undefined) {
  useEffect(() => {
    if (autoFocus) ref.current?.focus({ preventScroll: true });
  }, [ref, autoFocus]);
}

function inputClass(
  status: InputProps['status'],
  variant: InputProps['variant'],
  className?: string,
  size?: TextInputProps['size'],
) {
  return [
    'plain-input',
    variant === 'filled' && 'plain-input--filled',
    status === 'error' && 'plain-input--error',
    size === 'small' && 'plain-input--sm',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type TextInputProps = InputProps & {
  /** `search`: a search box (a screen reader's "search field"; Enter is the caller's to handle). */
  type?: 'text' | 'search';
  /** antd's allowClear: a cross after the text that empties the input (and calls onClear). */
  allowClear?: boolean;
  /** Called once the cross has emptied the input (and put the focus back in it). */
  onClear?: () => void;
  /** antd's `size="small"`: 24 px high (field.css). */
  size?: 'small';
  /** Shown inside the box before the text (an icon, decorative), as antd's prefix (field.css). */
  prefix?: ReactNode;
  /** Shown inside the box after the text ("%"), as antd's suffix (field.css). */
  suffix?: ReactNode;
};

/**
 * A text input that looks like antd's Input (plain.css; its small size, prefix, suffix and disabled look in
 * field.css, which the pages using them import: /login downloads only plain.css). Without a clear cross,
 * prefix or suffix it is a bare `<input>` with no hook but its ref: cheap enough for a grid of 2,000 lines.
 */
export function TextInput(props: TextInputProps) {
  const { allowClear, prefix, suffix } = props;
  return allowClear || prefix !== undefined || suffix !== undefined ? (
    <AffixInput {...props} />
  ) : (
    <BareInput {...props} />
  );
}

function BareInput({
  value,
  onChange,
  status,
  variant,
  className,
  autoFocus,
  type = 'text',
  size,
  allowClear: _allowClear,
  onClear: _onClear,
  prefix: _prefix,
  suffix: _suffix,
  ...rest
}: TextInputProps) {
  const input = useRef<HTMLInputElement>(null);
  useAutoFocus(input, autoFocus);
  return (
    <input
      {...rest}
      ref={input}
      type={type}
      className={inputClass(status, variant, className, size)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The box is a wrapper (antd's affix wrapper): the prefix, the input without a box of its own, the suffix. */
function AffixInput({
  value,
  onChange,
  status,
  variant,
  className,
  autoFocus,
  type = 'text',
  allowClear,
  onClear,
  size,
  prefix,
  suffix,
  ...rest
}: TextInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useAutoFocus(input, autoFocus);
  const wrapper = [
    'plain-affix',
    rest.disabled && 'plain-input--disabled',
    prefix !== undefined && 'plain-affix--prefixed',
    className,
  ];
  return (
    <span className={inputClass(status, variant, wrapper.filter(Boolean).join(' '), size)}>
      {prefix !== undefined ? <span className="plain-affix__prefix">{prefix}</span> : null}
      <input
        {...rest}
        ref={input}
        type={type}
        className="plain-affix__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {allowClear || suffix !== undefined ? (
        <span className="plain-affix__suffix">
          {allowClear ? (
            <button
              type="button"
              className={value ? 'plain-affix__clear' : 'plain-affix__clear plain-affix__clear--hidden'}
              aria-label={t('input.clear')}
              onClick={() => {
                onChange('');
                input.current?.focus();
                onClear?.();
              }}
            >
              <Icon name="closeCircle" />
            </button>
          ) : null}
          {suffix}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A password input with antd's show/hide eye (Input.Password): the box is the wrapper, the eye a button
 * that keeps the focus in the input.
 */
export function PasswordInput({
  value,
  onChange,
  status,
  variant,
  className,
  autoFocus,
  ...rest
}: InputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useAutoFocus(input, autoFocus);
  return (
    <span
      className={inputClass(
        status,
        variant,
        ['plain-affix plain-password', className].filter(Boolean).join(' '),
      )}
    >
      <input
        {...rest}
        ref={input}
        type={visible ? 'text' : 'password'}
        className="plain-affix__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="plain-affix__suffix">
        <button
          type="button"
          className="plain-password__toggle"
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
          // Keeps the focus (and the caret) in the input, as antd's eye does.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eye' : 'eyeInvisible'} />
        </button>
      </span>
    </span>
  );
}
