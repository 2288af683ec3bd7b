import type { PageFormName } from '@lj/contract/page-forms';
import { type FieldValues, useForm } from 'react-hook-form';
import type { LazyResolver } from '../../lib/lazy-resolver';
import { useFormStart } from '../../lib/use-form-start';

/**
 * A sign-in page's form, checked with its contract schema. It posts itself to the server until the app
 * has started (lib/page-forms.tsx): `start` is how the server left it, and `failure` the refusal to
 * show, the app's own request's once that ran, else the server's after the post.
 */
export function useAuthForm<T extends FieldValues>(
  name: PageFormName,
  validation: LazyResolver<T>,
  request: { isError: boolean; error: unknown },
) {
  const form = useForm<T>({ resolver: validation.resolver });
  const start = useFormStart(name, form.formState.submitCount);
  const failure = request.isError ? request.error : start.apiError;
  return { form, start, failure };
}
