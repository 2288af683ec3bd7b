import { FieldShell } from '../../../components/ui/field-shell';

type FileFieldProps = {
  label: string;
  accept: string;
  hint?: string;
  error?: string;
  onFile: (file: File | null) => void;
};

/** A labelled file input; the chosen file goes to the caller (files are not part of the zod form). */
export function FileField({ label, accept, hint, error, onFile }: FileFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} spacing="mb-2">
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          className={`form-control${error ? ' is-invalid' : ''}`}
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
        />
      )}
    </FieldShell>
  );
}
