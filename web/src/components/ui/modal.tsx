import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

type ModalProps = {
  open: boolean;
  title: ReactNode;
  /** Called by the close button and by Escape. */
  onClose: () => void;
  /** The element that receives focus when the modal opens; focus returns to the previous element on close. */
  initialFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
  /** The footer's first button, which closes the modal too ("Cancel" unless given). */
  dismissLabel?: string;
  dismissRef?: RefObject<HTMLButtonElement | null>;
  /** The footer's action, after the dismiss button. */
  action: ReactNode;
};

/** Bootstrap modal markup driven by React state: focus moves into it and Escape closes it. */
export function Modal({
  open,
  title,
  onClose,
  initialFocus,
  children,
  dismissLabel = 'Cancel',
  dismissRef,
  action,
}: ModalProps) {
  const titleId = useId();

  // The latest onClose, read at Escape: a caller's new function on each render (a dialog with a field
  // re-renders on every key) must not re-run the effect, which would move the focus back to initialFocus.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    initialFocus.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                {title}
              </h2>
              <button type="button" className="btn-close" aria-label="Close" onClick={onClose} />
            </div>
            <div className="modal-body">{children}</div>
            <div className="modal-footer">
              <button type="button" className="btn btn-outline-secondary" ref={dismissRef} onClick={onClose}>
                {dismissLabel}
              </button>
              {action}
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
