type SpinnerProps = {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  small?: boolean;
  className?: string;
};

export function Spinner({ label = 'Loading...', small = false, className = '' }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <span className={`spinner-border${small ? ' spinner-border-sm' : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
