import { useId } from 'react';

type UploadProgressProps = {
  /** What is being sent ("Uploading..."); the percentage follows it. */
  label: string;
  /** How far it is, from 0 to 1. */
  value: number;
  /** Spacing around the block. */
  className: string;
};

/** A file on its way to the server: a progress bar named by its words and how far it is. */
export function UploadProgress({ label, value, className }: UploadProgressProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small">
        {label} {Math.round(value * 100)}%
      </label>
      <progress id={id} className="w-100" max={1} value={value} />
    </div>
  );
}
