import { STAFF_REASON_MAX } from '@lj/contract';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What the action does, above the reason. */
  children: ReactNode;
  reasonLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** A staff action that needs its reason written (rejecting a payment, suspending a company): focus starts on it. */
export function ReasonDialog({ children, reasonLabel, onConfirm, ...dialog }: ReasonDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (!reason.trim()) return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog {...dialog} danger onConfirm={confirm} initialFocus={reasonRef}>
      {children}
      <label htmlFor="staff-reason" className="form-label">
        {reasonLabel}
      </label>
      <textarea
        id="staff-reason"
        ref={reasonRef}
        className={`form-control${missing ? ' is-invalid' : ''}`}
        maxLength={STAFF_REASON_MAX}
        rows={3}
        value={reason}
        aria-invalid={missing}
        aria-describedby={missing ? 'staff-reason-error' : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {missing && (
        <div id="staff-reason-error" className="invalid-feedback">
          Reason is required.
        </div>
      )}
    </ConfirmDialog>
  );
}
