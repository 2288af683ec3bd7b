import { Fragment, useId } from 'react';
import type { StatusFilter } from '../job-filters';

const options: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * Spec section 2: All, Active, Inactive as one radio group styled as a button group, Active (open for
 * applications) by default. It is the list form's `status` field (jobs-screen.tsx): the page script
 * shows the list of the status chosen as it is chosen (pages/jobs-form.ts).
 */
export function StatusSwitch({ value }: { value: StatusFilter }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="visually-hidden">Job status</legend>
      <div className="btn-group">
        {options.map((option) => (
          <Fragment key={option.value}>
            <input
              type="radio"
              className="btn-check"
              name="status"
              // 'Active' is the default: sent empty, it is left out of the address (pages/jobs-form.ts).
              value={option.value === 'active' ? '' : option.value}
              id={`${id}-${option.value}`}
              defaultChecked={value === option.value}
            />
            <label className="btn btn-outline-primary btn-sm" htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
