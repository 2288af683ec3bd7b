// Not '@lj/contract': the shell imports this file, and the contract's index brings zod's error map
// (a side effect, contract/src/messages.ts) and with it zod and every schema into the first script.
import { CSRF_FIELD_NAME, type FormSubmission, type PageFormName } from '@lj/contract/page-forms';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ApiError } from './api-client';

/**
 * The forms of server-rendered pages work before the app has started (and without scripts): they are
 * real forms, posted form-encoded to the page's own address with the CSRF token in a hidden field
 * (server/src/modules/page-forms). When the server refuses one, it renders the page again with the
 * submission: what was typed and what went wrong, in the same words the app would show.
 */
export type PageForms = { csrfToken: string; submission?: FormSubmission };

const PageFormsContext = createContext<PageForms>({ csrfToken: '' });

export function PageFormsProvider({ value, children }: { value: PageForms; children: ReactNode }) {
  return <PageFormsContext.Provider value={value}>{children}</PageFormsContext.Provider>;
}

/** The hidden CSRF field of a page form (Django's name): the server checks it against the csrftoken cookie. */
export function CsrfField() {
  const { csrfToken } = useContext(PageFormsContext);
  return <input type="hidden" name={CSRF_FIELD_NAME} value={csrfToken} />;
}

export type FormStart = {
  /** What the server showed in a field after its refusal: the input's defaultValue. */
  value(field: string): string | undefined;
  /** The server's message for a field, until the person submits again in the app. */
  fieldError(field: string): string | undefined;
  /** The API's refusal, as the app's mutation would have thrown it, until the person submits again. */
  apiError: ApiError | null;
  /** The server did what the form asked (the page shows the result). */
  done: boolean;
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
  };
}
