import { STAFF_REASON_MAX, type StaffUser, type UserRole, userRoles } from '@lj/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { UserAction } from '../api/user-actions';
import { typeLabels } from './user-card';

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
  role: {
    title: 'Change role',
    confirm: 'Change role',
    text: (email) => `${email} will be signed out on every device and sign in again with the new role.`,
  },
};

type Props = {
  target: { user: StaffUser; action: UserAction } | null;
  pending: boolean;
  /** The new role only for a role change. */
  onConfirm: (reason: string, role?: UserRole) => void;
  onCancel: () => void;
};

/** Asks before acting on an account, with the reason the audit log keeps. */
export function UserActionDialog({ target, pending, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<UserRole | ''>('');
  const words = target ? wording[target.action] : wording.deactivate;
  const otherRoles = userRoles.filter((role) => role !== target?.user.user_type);
  // Until staff pick one, the first role the account does not have.
  const role = chosen || otherRoles[0];
  const close = () => {
    setReason('');
    setChosen('');
    onCancel();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={words.title}
      confirmLabel={words.confirm}
      danger={target?.action === 'deactivate' || target?.action === 'role'}
      pending={pending}
      onConfirm={() => {
        onConfirm(reason, target?.action === 'role' ? role : undefined);
        setChosen('');
      }}
      onCancel={close}
    >
      <p>{target && words.text(target.user.email)}</p>
      {target?.action === 'role' && (
        <SelectField
          label="New role"
          value={role}
          onChange={(event) => setChosen(event.target.value as UserRole)}
          options={otherRoles.map((value) => ({ value, label: typeLabels[value] }))}
        />
      )}
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
