import type { Alert, AlertUpdateInput } from '@lj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { alertKeys, deleteAlert, updateAlert } from '../../api/alerts';
import { AlertFields, alertChannels } from './alert-fields';
import { useAlertForm } from './use-alert-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SubmitButton } from '../../components/ui/submit-button';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { errorDetail } from '../../lib/api-errors';
import { formatDate } from '../../lib/dates';

/** Pause, resume, edit and delete of one alert, each ending in a toast and a fresh list. */
function useAlertActions(alert: Alert, onEdited: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = (error: unknown) =>
    toast(errorDetail(error) ?? 'The alert could not be changed.', { variant: 'danger' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertKeys.all });
  const update = useMutation({
    mutationFn: (input: AlertUpdateInput) => updateAlert(alert.id, input),
    onSuccess: async (changed, input) => {
      await refresh();
      if (input.paused === undefined) onEdited();
      toast(
        input.paused === undefined
          ? `Alert "${changed.name}" saved.`
          : changed.paused
            ? `Alert "${changed.name}" paused: nothing is sent until you resume it.`
            : `Alert "${changed.name}" resumed.`,
        { variant: 'success' },
      );
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteAlert(alert.id),
    onSuccess: async () => {
      await refresh();
      toast(`Alert "${alert.name}" deleted.`, { variant: 'success' });
    },
    onError: failed,
  });
  return { update, remove };
}

export function AlertRow({ alert }: { alert: Alert }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useAlertForm({ name: alert.name, frequency: alert.frequency, email: alert.email, sms: alert.sms });
  const { update, remove } = useAlertActions(alert, () => setEditing(false));
  const search = new URLSearchParams(alert.search);
  const save = form.onSubmit((values) => update.mutate(values));
  return (
    <li className="list-group-item">
      {editing ? (
        <form aria-label={`Edit alert ${alert.name}`} onSubmit={save} noValidate>
          <AlertFields {...form.fields} />
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton pending={update.isPending} className="btn btn-primary">
              Save
            </SubmitButton>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <Link className="fw-semibold me-auto text-break" to={paths.jobs.href(search)}>
              {alert.name}
            </Link>
            {alert.paused && <span className="badge text-bg-secondary">Paused</span>}
          </div>
          <div className="small text-body-secondary">
            {`Sent ${alertChannels(alert)} ${alert.frequency === 'daily' ? 'every day' : 'every week'}`}
            {alert.last_sent_at ? ` · last looked on ${formatDate(alert.last_sent_at)}` : ''}
          </div>
          <div className="d-flex flex-wrap gap-2 mt-2">
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={update.isPending}
              onClick={() => update.mutate({ paused: !alert.paused })}
            >
              {alert.paused ? 'Resume' : 'Pause'}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={() => setEditing(true)}>
              Edit
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
              Delete
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this alert?"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        You will get no more e-mails or SMS for “{alert.name}”.
      </ConfirmDialog>
    </li>
  );
}
