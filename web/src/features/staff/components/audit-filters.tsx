import { type StaffAuditQuery, staffAuditQuerySchema } from '@lj/contract';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../components/ui/field';

export type AuditFilterValues = Omit<StaffAuditQuery, 'page'>;

const fields: Array<{ name: keyof AuditFilterValues; label: string; type: string; hint?: string }> = [
  { name: 'staff', label: 'Staff e-mail', type: 'email' },
  { name: 'action', label: 'Action', type: 'text', hint: 'user.deactivate, or user. for every user action' },
  { name: 'target_type', label: 'Target type', type: 'text', hint: 'user, payment, company, job, setting...' },
  { name: 'target_id', label: 'Target id', type: 'text' },
  { name: 'from', label: 'From (day)', type: 'date' },
  { name: 'to', label: 'To (day)', type: 'date' },
];

/** The audit log's filters: applied together when the form is sent, cleared at once. */
export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    // The server's own check (a day from 2000 to 2100...), said under the field before anything is sent.
    const checked = staffAuditQuerySchema.safeParse(chosen);
    setErrors(
      checked.success
        ? {}
        : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
    );
    if (checked.success) onApply(chosen as AuditFilterValues);
  };
  const clear = () => {
    setValues({});
    setErrors({});
    onApply({});
  };
  return (
    <form onSubmit={apply} noValidate className="mb-3">
      <div className="row g-2">
        {fields.map((field) => (
          <div key={field.name} className="col-12 col-sm-6 col-lg-4">
            <Field
              label={field.label}
              type={field.type}
              hint={field.hint}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
