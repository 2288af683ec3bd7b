import { MAX_ALERTS } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { alertKeys, createAlert } from '../../../api/alerts';
import { type AlertFieldValues, AlertFields, alertNameError } from '../../../components/alerts/alert-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorDetail, fieldErrors } from '../../../lib/api-errors';

type Props = { search: string; defaultName: string; onClose: () => void };

/** The alert form under the search: a name and how often; the search is the list's current one. */
export default function CreateAlertForm({ search, defaultName, onClose }: Props) {
  const [values, setValues] = useState<AlertFieldValues>({ name: defaultName, frequency: 'daily' });
  const [nameError, setNameError] = useState<string | undefined>();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createAlert({ ...values, search }),
    onSuccess: (alert) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      toast(
        `Alert "${alert.name}" created. We will e-mail you new jobs ${alert.frequency === 'daily' ? 'each day' : 'each week'}.`,
        {
          variant: 'success',
        },
      );
      onClose();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = alertNameError(values.name);
    setNameError(error ?? undefined);
    if (!error) create.mutate();
  };
  const serverErrors = fieldErrors(create.error);
  return (
    <form className="card card-body mb-3" aria-label="Create alert" onSubmit={submit} noValidate>
      <h2 className="h5">Create alert</h2>
      <p className="small text-body-secondary">
        We e-mail you the new jobs of this search. You can keep up to {MAX_ALERTS} alerts;{' '}
        <Link to={paths.alerts.href()}>manage them on your alerts page</Link>.
      </p>
      <FormAlert
        message={
          create.isError && !serverErrors.name
            ? (errorDetail(create.error) ?? serverErrors.search ?? 'The alert could not be created.')
            : null
        }
      />
      <AlertFields values={values} nameError={nameError ?? serverErrors.name} onChange={setValues} />
      <div className="d-flex gap-2">
        <SubmitButton pending={create.isPending} className="btn btn-primary">
          Save alert
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
