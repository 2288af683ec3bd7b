import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

/**
 * Ties Field, SelectField or TextareaField to a react-hook-form field: `{...field('email')}` spreads the
 * field's registration and its error message, so a form names each field once.
 */
export function fieldBinder<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return (name: FieldPath<T>) => ({
    ...form.register(name),
    error: get<typeof form.formState.errors, FieldError | undefined>(form.formState.errors, name)?.message,
  });
}
