import { SelectField } from '../../../components/ui/select-field';

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
  // A value from a shared link that the options no longer list stays selectable (and visible).
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <SelectField
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      options={shown}
    >
      <option value="">{anyLabel}</option>
    </SelectField>
  );
}
