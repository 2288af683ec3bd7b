import { useId } from 'react';

type FilterSelectProps = {
  label: string;
  value: string;
  /** The first option, meaning "no filter". */
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  disabled?: boolean;
};

export function FilterSelect({ label, value, anyLabel, options, onChange, disabled }: FilterSelectProps) {
  const id = useId();
  // A value from a shared link that the options no longer list stays selectable (and visible).
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
