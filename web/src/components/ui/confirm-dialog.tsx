import { type ReactNode, type RefObject, useRef } from 'react';
import { Modal } from './modal';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger styling for irreversible actions (delete, submit a locked month). */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus starts when not on Cancel (a field the dialog asks for). */
  initialFocus?: RefObject<HTMLElement | null>;
};

/** A confirm/cancel modal; focus starts on Cancel so Enter never confirms by accident, and Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
  initialFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      initialFocus={initialFocus ?? cancelRef}
      dismissLabel={cancelLabel}
      dismissRef={cancelRef}
      action={
        <button
          type="button"
          className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      }
    >
      {children}
    </Modal>
  );
}
