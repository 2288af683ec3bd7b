import { type SelectOption, SelectField } from '../../../components/ui/select-field';
import { MONTH_NAMES } from '../../../lib/dates';
import { yearChoices } from '../cv-rules';

export type EntryDates = {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

type DateSelectProps = {
  label: string;
  field: keyof EntryDates;
  dates: EntryDates;
  choices: readonly SelectOption[];
  required?: boolean;
  onChange: (dates: Partial<EntryDates>) => void;
};

function DateSelect({ label, field, dates, choices, required = false, onChange }: DateSelectProps) {
  const requiredMark = required && <span className="text-danger"> *</span>;
  return (
    <SelectField
      spacing=""
      className="col-6 col-md-3"
      label={
        <>
          {label}
          {requiredMark}
        </>
      }
      value={dates[field] ?? ''}
      aria-required={required || undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange({ [field]: text === '' ? null : Number(text) });
      }}
      options={choices}
    >
      <option value="">{required ? 'Choose' : 'None'}</option>
    </SelectField>
  );
}

const months = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));

/** Start and end of an entry: months 1-12 by name, years from this year back to 1900 (numbers, not text). */
export function DateSelects({
  value,
  onChange,
}: {
  value: EntryDates;
  onChange: (dates: Partial<EntryDates>) => void;
}) {
  const years = yearChoices().map((year) => ({ value: year, label: String(year) }));
  return (
    <div className="row g-2 mb-3">
      <DateSelect label="Start month" required field="start_month" choices={months} dates={value} onChange={onChange} />
      <DateSelect label="Start year" required field="start_year" choices={years} dates={value} onChange={onChange} />
      <DateSelect label="End month" field="end_month" choices={months} dates={value} onChange={onChange} />
      <DateSelect label="End year" field="end_year" choices={years} dates={value} onChange={onChange} />
    </div>
  );
}
