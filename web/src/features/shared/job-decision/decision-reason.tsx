import { STAFF_REASON_MAX } from '@lj/contract';
import { useId } from 'react';

type DecisionReasonProps = {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  /** The server's word on the reason (required to hide a job). */
  error: string | undefined;
};

/** The reason a company reads with a staff decision on its job (useJobDecision keeps it). */
export function DecisionReason({ label, value, onChange, error }: DecisionReasonProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control mb-2${error ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={STAFF_REASON_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      )}
    </>
  );
}
