import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { fieldLimits } from '../../lib/field-limits';

/**
 * Ties Field, SelectField or TextareaField to a react-hook-form field: `{...field('email')}` spreads the
 * field's registration, its error message and, given the form's contract schema, its limits (maxLength,
 * min, max, required: lib/field-limits.ts), so a form names each field once and none can be over-filled.
 */
export function fieldBinder<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  schema?: Parameters<typeof fieldLimits>[0],
) {
  return (name: FieldPath<T>) => ({
    ...(schema ? fieldLimits(schema, name) : {}),
    ...form.register(name),
    error: get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name)?.message,
  });
}
