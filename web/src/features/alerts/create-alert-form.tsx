import { MAX_ALERTS } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { alertKeys, createAlert } from '../../api/alerts';
import { type AlertFieldValues, AlertFields, alertChannelError, alertChannels, alertNameError } from './alert-fields';
import { FormAlert } from '../../components/ui/form-alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { errorDetail, fieldErrors } from '../../lib/api-errors';

type Props = { search: string; defaultName: string; onCreated: () => void; onClose: () => void };

/** The alert form: a name, how often and how; the search is the job list's the seeker came from. */
export default function CreateAlertForm({ search, defaultName, onCreated, onClose }: Props) {
  const [values, setValues] = useState<AlertFieldValues>({
    name: defaultName,
    frequency: 'daily',
    email: true,
    sms: false,
  });
  const [nameError, setNameError] = useState<string | undefined>();
  const [channelError, setChannelError] = useState<string | undefined>();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createAlert({ ...values, search }),
    onSuccess: (alert) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      toast(
        `Alert "${alert.name}" created. We will send you new jobs ${alertChannels(alert)} ${alert.frequency === 'daily' ? 'each day' : 'each week'}.`,
        {
          variant: 'success',
        },
      );
      onCreated();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = alertNameError(values.name);
    const channel = alertChannelError(values);
    setNameError(error ?? undefined);
    setChannelError(channel ?? undefined);
    if (!error && !channel) create.mutate();
  };
  const serverErrors = fieldErrors(create.error);
  return (
    <form className="card card-body mb-3" aria-label="Create alert" onSubmit={submit} noValidate>
      <p className="small text-body-secondary">
        We send you the new jobs of this search by e-mail or SMS. You can keep up to {MAX_ALERTS} alerts;{' '}
        <Link to={paths.alerts.href()}>manage them on your alerts page</Link>.
      </p>
      <FormAlert
        message={
          create.isError && !serverErrors.name && !serverErrors.sms && !serverErrors.email
            ? (errorDetail(create.error) ?? serverErrors.search ?? 'The alert could not be created.')
            : null
        }
      />
      <AlertFields
        values={values}
        nameError={nameError ?? serverErrors.name}
        channelError={channelError ?? serverErrors.sms ?? serverErrors.email}
        onChange={setValues}
      />
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
