import { useId } from 'react';
import { MONTH_NAMES } from '../../../lib/format';
import { yearChoices } from '../cv-rules';

export type EntryDates = {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
};

type DateSelectProps = {
  label: string;
  value: number | null;
  choices: ReadonlyArray<{ value: number; label: string }>;
  required?: boolean;
  onChange: (value: number | null) => void;
};

function DateSelect({ label, value, choices, required = false, onChange }: DateSelectProps) {
  const id = useId();
  return (
    <div className="col-6 col-md-3">
      <label htmlFor={id} className="form-label">
        {label}
        {required && <span className="text-danger"> *</span>}
      </label>
      <select
        id={id}
        className="form-select"
        value={value ?? ''}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
      >
        <option value="">{required ? 'Choose' : 'None'}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
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
      <DateSelect
        label="Start month"
        required
        value={value.start_month}
        choices={months}
        onChange={(start_month) => onChange({ start_month })}
      />
      <DateSelect
        label="Start year"
        required
        value={value.start_year}
        choices={years}
        onChange={(start_year) => onChange({ start_year })}
      />
      <DateSelect
        label="End month"
        value={value.end_month}
        choices={months}
        onChange={(end_month) => onChange({ end_month })}
      />
      <DateSelect
        label="End year"
        value={value.end_year}
        choices={years}
        onChange={(end_year) => onChange({ end_year })}
      />
    </div>
  );
}
