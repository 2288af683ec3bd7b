import { type AlertFrequency, alertCreateSchema } from '@lj/contract';
import { Field } from '../ui/field';
import { SelectField } from '../ui/select-field';

export type AlertFieldValues = { name: string; frequency: AlertFrequency };

const FREQUENCIES = [
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
] as const;

/** The contract's own check of the name (the server's words), or null when it is fine. */
export function alertNameError(name: string): string | null {
  const result = alertCreateSchema.shape.name.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** An alert's name and how often it mails: the create form on /jobs and the edit form on /alerts. */
export function AlertFields({
  values,
  nameError,
  onChange,
}: {
  values: AlertFieldValues;
  nameError?: string | undefined;
  onChange: (values: AlertFieldValues) => void;
}) {
  return (
    <>
      <Field
        label="Alert name"
        name="name"
        maxLength={80}
        required
        value={values.name}
        error={nameError}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <SelectField
        label="E-mail me"
        name="frequency"
        value={values.frequency}
        options={FREQUENCIES}
        onChange={(event) => onChange({ ...values, frequency: event.target.value as AlertFrequency })}
      />
    </>
  );
}
