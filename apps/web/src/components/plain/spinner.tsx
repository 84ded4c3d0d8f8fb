import './plain.css';

/** antd's large Spin: four dots turning, in the brand colour. Decorative; say what loads beside it. */
export function Spinner() {
  return (
    <span className="plain-spin" aria-hidden>
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}
