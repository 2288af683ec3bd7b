/** A message in the corner that goes by itself, as the app's toasts (components/ui/toast.tsx). */
const SHOWN_MS = 6000;

export function showToast(message: string, variant: 'success' | 'info' | 'danger'): void {
  let container = document.getElementById('page-toasts');
  if (!container) {
    container = document.createElement('div');
    container.id = 'page-toasts';
    container.className = 'toast-container position-fixed bottom-0 start-50 translate-middle-x p-3';
    document.body.append(container);
  }
  const toast = document.createElement('div');
  toast.className = `toast show align-items-center text-bg-${variant} border-0`;
  toast.setAttribute('role', variant === 'danger' ? 'alert' : 'status');
  const body = document.createElement('div');
  body.className = 'toast-body';
  body.textContent = message;
  toast.append(body);
  container.append(toast);
  setTimeout(() => toast.remove(), SHOWN_MS);
}
