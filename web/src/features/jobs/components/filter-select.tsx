import { SelectField } from '../../../components/ui/select-field';

type FilterSelectProps = {
  label: string;
  /** The form field, named as the URL query names the filter. */
  name: string;
  value: string;
  /** The first option, meaning "no filter". */
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Classes of the field's box (its column in a row). */
  className?: string;
};

export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
  onChange,
  disabled,
  className,
}: FilterSelectProps) {
  // A value from a shared link that the options no longer list stays selectable (and visible).
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      className={className}
      onChange={(event) => onChange(event.target.value)}
      options={shown}
    >
      <option value="">{anyLabel}</option>
    </SelectField>
  );
}
