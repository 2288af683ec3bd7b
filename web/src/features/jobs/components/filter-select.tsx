import { SelectField } from '../../../components/ui/select-field';

type FilterSelectProps = {
  label: string;
  /** The form field, named as the URL query names the filter. */
  name: string;
  /** The filter's value in the address: the option selected. */
  value: string;
  /** The first option, meaning "no filter". */
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Classes of the field's box (its column in a row). */
  className?: string;
};

export function FilterSelect({ label, name, value, anyLabel, options, className }: FilterSelectProps) {
  // A value from a shared link that the options no longer list stays selectable (and visible).
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <SelectField label={label} name={name} defaultValue={value} className={className} options={shown}>
      <option value="">{anyLabel}</option>
    </SelectField>
  );
}
