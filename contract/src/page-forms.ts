import type { ErrorResponse } from './common';

/**
 * The forms of server-rendered pages work before the app has started, and without scripts: they post
 * form-encoded to the page's own address (server/src/modules/page-forms), which answers with a
 * redirect or renders the page again with what went wrong (web/src/lib/page-forms.tsx).
 */
/**
 * Django's name for the CSRF token's hidden field of a page form. Here, not among the choices: the app
 * shell renders the field, and would otherwise carry every choice list in its first script.
 */
export const CSRF_FIELD_NAME = 'csrfmiddlewaretoken';

export type PageFormName =
  | 'login'
  | 'register'
  | 'reset-password'
  | 'reset-password-confirm'
  | 'apply'
  | 'report'
  | 'save-job';

/**
 * The hidden field that names the form when a page has more than one (the job page: apply, report);
 * without it the page's first form is meant.
 */
export const PAGE_FORM_FIELD_NAME = 'page_form';

/** What the server hands the page it renders again after one of its forms was posted. */
export type FormSubmission = {
  form: PageFormName;
  /** What was typed, passwords left out: the page shows it again. */
  values: Record<string, string>;
  /** The contract schema's message for each field it refused (the same the app shows). */
  fieldErrors: Record<string, string>;
  /** The API's answer when it refused the request. */
  apiError?: { status: number; data: ErrorResponse };
  /** The form did its job and the page shows the result (the reset link was sent). */
  done?: boolean;
  /** What the API answered to a form that did its job, where the page shows it (an application's missing profile parts). */
  result?: { profile_missing?: ReadonlyArray<'name' | 'phone' | 'cv'> };
};
