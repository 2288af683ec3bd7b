import { STAFF_REASON_MAX } from '@lj/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Modal } from './modal';

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

/** A staff action that needs its reason written (rejecting a payment, suspending a company). */
export function ReasonDialog({
  open,
  title,
  children,
  reasonLabel,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (!reason.trim()) return setMissing(true);
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      initialFocus={reasonRef}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" disabled={pending} onClick={confirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
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
    </Modal>
  );
}
