/** A message about the whole form (server detail, success), announced to screen readers. */
export function FormAlert({ message, variant = 'danger' }: { message: string | null; variant?: 'danger' | 'success' }) {
  if (!message) return null;
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {message}
    </div>
  );
}
