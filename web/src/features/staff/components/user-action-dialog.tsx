import { STAFF_REASON_MAX, type StaffUser } from '@lj/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { UserAction } from '../api/user-actions';

const wording: Record<UserAction, { title: string; confirm: string; text: (email: string) => string }> = {
  deactivate: {
    title: 'Deactivate account',
    confirm: 'Deactivate',
    text: (email) => `${email} will be signed out on every device and will not be able to sign in.`,
  },
  reactivate: {
    title: 'Reactivate account',
    confirm: 'Reactivate',
    text: (email) => `${email} will be able to sign in again.`,
  },
  'password-reset': {
    title: 'Send password reset',
    confirm: 'Send',
    text: (email) => `${email} will get an e-mail with a link to choose a new password.`,
  },
};

type Props = {
  target: { user: StaffUser; action: UserAction } | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks before acting on an account, with the reason the audit log keeps. */
export function UserActionDialog({ target, pending, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const words = target ? wording[target.action] : wording.deactivate;
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={words.title}
      confirmLabel={words.confirm}
      danger={target?.action === 'deactivate'}
      pending={pending}
      onConfirm={() => onConfirm(reason)}
      onCancel={close}
    >
      <p>{target && words.text(target.user.email)}</p>
      <TextareaField
        label="Reason (kept in the audit log)"
        rows={2}
        maxLength={STAFF_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
