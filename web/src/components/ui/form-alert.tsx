type FormAlertProps = {
  message: string | null;
  variant?: 'danger' | 'success';
  /** Spacing around the alert. */
  className?: string;
};

/** A message about the whole form or action (server detail, success), announced to screen readers. */
export function FormAlert({ message, variant = 'danger', className }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      className={`alert alert-${variant}${className ? ` ${className}` : ''}`}
      role={variant === 'danger' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
