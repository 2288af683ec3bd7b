import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { type SelectOption, SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';

/** A text or number field, or a choice among `options`. */
export type AddField = {
  name: string;
  label: string;
  type?: 'text' | 'number';
  step?: string;
  options?: readonly SelectOption[];
};

type AddFormProps = {
  title: string;
  fields: readonly AddField[];
  /** The contract's request schema: the same check the server makes, before anything is sent. */
  schema: z.ZodType;
  pending: boolean;
  /** Sends the checked values; resolves true when they were saved (the form then empties). */
  onAdd: (values: unknown) => Promise<boolean>;
  /** An edit form: the stored values to start from, and its button's label. */
  initial?: Record<string, string>;
  submitLabel?: string;
};

/** A small "add one" (or, given `initial`, "edit this one") form of the Settings section. */
export function AddForm({ title, fields, schema, pending, onAdd, initial, submitLabel }: AddFormProps) {
  const [values, setValues] = useState<Record<string, string>>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A blank optional field takes its default (a plan's 30 days), as when the CLI leaves it out.
    const parsed = schema.safeParse(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim())));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    if ((await onAdd(parsed.data)) && !initial) setValues({});
  };
  return (
    <form onSubmit={submit} noValidate className="border rounded p-3 mt-3">
      <h3 className="h6">{title}</h3>
      {fields.map((field) => {
        const shared = {
          label: field.label,
          value: values[field.name] ?? '',
          error: errors[field.name],
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [field.name]: event.target.value })),
        };
        return field.options ? (
          <SelectField key={field.name} {...shared} options={field.options} />
        ) : (
          <Field key={field.name} {...shared} type={field.type ?? 'text'} step={field.step} />
        );
      })}
      <SubmitButton pending={pending} className="btn btn-primary">
        {submitLabel ?? title}
      </SubmitButton>
    </form>
  );
}
