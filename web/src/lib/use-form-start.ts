import type { FormSubmission, PageFormName } from '@lj/contract/page-forms';
import { useContext, useMemo } from 'react';
import { ApiError } from './api-client';
import { PageFormsContext } from './page-forms';

export type FormStart = {
  /** What the server showed in a field after its refusal: the input's defaultValue. */
  value(field: string): string | undefined;
  /** The server's message for a field, until the person submits again in the app. */
  fieldError(field: string): string | undefined;
  /** The API's refusal, as the app's mutation would have thrown it, until the person submits again. */
  apiError: ApiError | null;
  /** The server did what the form asked (the page shows the result). */
  done: boolean;
  /** What the API answered then, where the page shows it. */
  result: FormSubmission['result'];
};

/**
 * How `form` starts on this page: empty, or as the server left it after a post (see PageForms).
 * `submitCount` is react-hook-form's: once the person submits in the app, the app's own answer counts.
 *
 * The form's text inputs take no react-hook-form default values: registering a field with a default
 * writes it into the input, and would wipe what the person typed before the app started. Without one,
 * react-hook-form starts from what the input holds.
 */
export function useFormStart(form: PageFormName, submitCount = 0): FormStart {
  const { submission } = useContext(PageFormsContext);
  const mine = submission?.form === form ? submission : undefined;
  const current = submitCount === 0 ? mine : undefined;
  const apiError = useMemo(() => {
    const refusal = mine?.apiError;
    return refusal ? new ApiError(refusal.status, '', refusal.data) : null;
  }, [mine]);
  return {
    value: (field) => mine?.values[field],
    fieldError: (field) => current?.fieldErrors[field],
    apiError: current ? apiError : null,
    done: mine?.done === true,
    result: mine?.done ? mine.result : undefined,
  };
}
