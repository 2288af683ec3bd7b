import { STATEMENT_COLUMN_MAX, type StatementFormat } from '@lj/contract';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { errorDetail } from '../../../lib/api-errors';
import { useSaveStatementFormat } from '../api/payment-actions';

const COLUMNS = [
  ['reference_column', 'Transaction id column'],
  ['date_column', 'Date column'],
  ['amount_column', 'Amount column'],
  ['payer_column', 'Payer number column'],
] as const;

/** One provider's statement columns, by their headings in the portal's CSV export. */
export function StatementFormatForm({ format }: { format: StatementFormat }) {
  const [values, setValues] = useState(format);
  const save = useSaveStatementFormat();
  const toast = useToast();
  const id = (column: string) => `${format.provider}-${column}`.replace(/\W+/g, '-').toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => toast(`${format.provider} statement columns saved.`),
      onError: (failure) => toast(errorDetail(failure) ?? 'The columns could not be saved.', { variant: 'danger' }),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="card card-body mb-3">
      <h3 className="h6">{format.provider} statement columns</h3>
      <div className="row g-2 mb-3">
        {COLUMNS.map(([column, label]) => (
          <div key={column} className="col-12 col-md-6">
            <label htmlFor={id(column)} className="form-label">
              {label}
            </label>
            <input
              id={id(column)}
              className="form-control"
              maxLength={STATEMENT_COLUMN_MAX}
              value={values[column]}
              onChange={(event) => setValues({ ...values, [column]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <SubmitButton pending={save.isPending} className="btn btn-outline-primary">
        Save columns
      </SubmitButton>
    </form>
  );
}
