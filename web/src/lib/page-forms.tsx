// Not '@lj/contract': the shell imports this file, and the contract's index brings zod's error map
// (a side effect, contract/src/messages.ts) and with it zod and every schema into the first script.
import { CSRF_FIELD_NAME, type FormSubmission } from '@lj/contract/page-forms';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The forms of server-rendered pages work before the app has started (and without scripts): they are
 * real forms, posted form-encoded to the page's own address with the CSRF token in a hidden field
 * (server/src/modules/page-forms). When the server refuses one, it renders the page again with the
 * submission: what was typed and what went wrong, in the same words the app would show.
 */
export type PageForms = { csrfToken: string; submission?: FormSubmission };

export const PageFormsContext = createContext<PageForms>({ csrfToken: '' });

export function PageFormsProvider({ value, children }: { value: PageForms; children: ReactNode }) {
  return <PageFormsContext.Provider value={value}>{children}</PageFormsContext.Provider>;
}

/** The hidden CSRF field of a page form (Django's name): the server checks it against the csrftoken cookie. */
export function CsrfField() {
  const { csrfToken } = useContext(PageFormsContext);
  return <input type="hidden" name={CSRF_FIELD_NAME} value={csrfToken} />;
}
