import { MAX_ALERTS } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { alertKeys, createAlert } from '../../api/alerts';
import { type AlertFieldValues, AlertFields, alertChannels } from './alert-fields';
import { useAlertForm } from './use-alert-form';
import { FormAlert } from '../../components/ui/form-alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { errorDetail, fieldErrors } from '../../lib/api-errors';

type Props = { search: string; defaultName: string; onCreated: () => void; onClose: () => void };

/** The alert form: a name, how often and how; the search is the job list's the seeker came from. */
export default function CreateAlertForm({ search, defaultName, onCreated, onClose }: Props) {
  const form = useAlertForm({ name: defaultName, frequency: 'daily', email: true, sms: false });
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (values: AlertFieldValues) => createAlert({ ...values, search }),
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
  const submit = form.onSubmit((values) => create.mutate(values));
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
        {...form.fields}
        nameError={form.fields.nameError ?? serverErrors.name}
        channelError={form.fields.channelError ?? serverErrors.sms ?? serverErrors.email}
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
