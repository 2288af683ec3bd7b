import type { StatementImport as Report } from '@lj/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { providersQueryOptions } from '../../../api/subscription';
import { useToast } from '../../../components/ui/toast';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';
import { useImportStatement } from '../api/payment-actions';
import { ImportReport } from './import-report';

/** Upload a provider's statement (CSV): every matching unverified payment is verified at once. */
export function StatementImport() {
  const providers = useQuery(providersQueryOptions());
  const importStatement = useImportStatement();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('statement');
    if (!form.get('provider') || !(file instanceof File) || file.size === 0) {
      setError('Choose the provider and the statement file (CSV) to import.');
      return;
    }
    setError(null);
    importStatement.mutate(form, {
      onSuccess: (result) => {
        setReport(result);
        toast(`${result.matched.length} payments verified from the ${result.provider} statement.`);
      },
      onError: (failure) => {
        const fields = fieldErrors(failure);
        setError(fields.statement ?? fields.provider ?? errorDetail(failure) ?? 'The statement could not be imported.');
      },
    });
  };

  return (
    <section aria-labelledby="statement-import" className="mb-4">
      <h2 id="statement-import" className="h5">
        Import a statement
      </h2>
      <form onSubmit={submit} noValidate className="row g-2 align-items-end mb-3">
        <div className="col-12 col-md-4">
          <label htmlFor="statement-provider" className="form-label">
            Provider
          </label>
          <select id="statement-provider" name="provider" className="form-select" defaultValue="">
            <option value="" disabled>
              {providers.isPending ? 'Loading providers...' : 'Choose a provider'}
            </option>
            {providers.data?.map((item) => (
              <option key={item.id} value={item.provider}>
                {item.provider}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-5">
          <label htmlFor="statement-file" className="form-label">
            Statement (CSV from the merchant portal)
          </label>
          <input id="statement-file" name="statement" type="file" accept=".csv,text/csv" className="form-control" />
        </div>
        <div className="col-12 col-md-3">
          <SubmitButton pending={importStatement.isPending}>Import</SubmitButton>
        </div>
      </form>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {report && <ImportReport report={report} />}
    </section>
  );
}
