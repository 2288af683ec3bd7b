import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** Spec section 9: toasts hide after 5000 ms unless told otherwise. */
export const TOAST_DELAY_MS = 5000;

type ToastVariant = 'success' | 'danger' | 'info' | 'warning';
type ToastItem = { id: number; message: string; variant: ToastVariant; delay: number };
type ShowToast = (message: string, options?: { variant?: ToastVariant; delay?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Messages that outlive the screen that raised them (for example after a redirect). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

function ToastMessage({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(item.id), item.delay);
    return () => clearTimeout(timer);
  }, [item, onClose]);
  return (
    <div className={`toast show align-items-center text-bg-${item.variant} border-0`} role="status">
      <div className="d-flex">
        <div className="toast-body">{item.message}</div>
        <button
          type="button"
          className="btn-close btn-close-white flex-shrink-0 me-2 m-auto"
          aria-label="Close"
          onClick={() => onClose(item.id)}
        />
      </div>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const close = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const show = useCallback<ShowToast>((message, options = {}) => {
    setItems((current) => [
      ...current,
      {
        id: (current.at(-1)?.id ?? 0) + 1,
        message,
        variant: options.variant ?? 'success',
        delay: options.delay ?? TOAST_DELAY_MS,
      },
    ]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext value={value}>
      {children}
      <div className="toast-container position-fixed top-0 end-0 p-3" aria-live="polite">
        {items.map((item) => (
          <ToastMessage key={item.id} item={item} onClose={close} />
        ))}
      </div>
    </ToastContext>
  );
}
