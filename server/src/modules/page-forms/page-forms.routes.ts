import formbody from '@fastify/formbody';
import {
  type ApplyResponse,
  type AuthResponse,
  ALREADY_APPLIED_CODE,
  applyRequestSchema,
  DEFAULT_COVER_LETTER,
  type FormSubmission,
  jobReportRequestSchema,
  loginRequestSchema,
  PAGE_FORM_FIELD_NAME,
  type PageFormName,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  startPageFor,
} from '@lj/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { markRouteSource } from '../../plugins/route-source';
import type { SendPage } from '../../plugins/ssr';
import { type ApiAnswer, forwardToApi } from './forward-to-api';
import { formFields, safeReturnPath, schemaFieldErrors, shownAgain } from './form-fields';

/**
 * A form-encoded body of a page is small: the longest field is the 10,000-character cover letter,
 * which percent-encoding can triple. Anything bigger is not from our pages (413).
 */
export const PAGE_FORM_BODY_LIMIT = 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The page form a route handles (modules/page-forms): its first, when the page has several. */
    pageForm?: PageFormName;
    /** Every form of the page, told apart by the page_form field. */
    pageForms?: PageFormName[];
    /** The page a form posted elsewhere belongs to: rendered with its refusal (default: the address). */
    pageOf?: (request: FastifyRequest) => string;
  }
}

type Handled = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ApiAnswer,
) => Promise<FastifyReply> | FastifyReply;

/** One form of a server-rendered page, posted to the page's own address. */
type PageForm = {
  form: PageFormName;
  path: string;
  /** The request body of the API call, from the fields (and the address: query, params). */
  input(fields: Record<string, string>, request: FastifyRequest): Record<string, unknown>;
  /** The contract schema the app's form validates with: the same messages, before any API call. */
  schema?: z.ZodType;
  /** Fields shown again when the page is rendered after a refusal (never passwords). */
  shown: readonly string[];
  api(request: FastifyRequest): string;
  /** The API method, by the fields (POST unless said). */
  method?(fields: Record<string, string>): 'POST' | 'DELETE';
  /** The page this form belongs to, when it posts to an address of its own (as pageOf above). */
  pageOf?(request: FastifyRequest): string;
  onSuccess: Handled;
  /** A refusal with a place of its own to go (a guest's application goes to login); else the page shows it. */
  onRefusal?: Handled;
};

/** What the job page shows again of an application it refused: everything typed. */
const APPLY_SHOWN = ['cover_letter', 'full_name', 'phone_number'] as const;

const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
const param = (request: FastifyRequest, name: string) => String((request.params as Record<string, string>)[name]);
const seeOther = (reply: FastifyReply, location: string) => reply.code(303).header('Location', location).send();

/** A same-site path with `mark=1` added to its query. */
function withMark(path: string, mark: string): string {
  const url = new URL(path, 'http://site');
  url.searchParams.set(mark, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

function pageForms(sendPage: SendPage): PageForm[] {
  const showDone: Handled = (request, reply) =>
    sendPage(request, reply, { ...submissionOf(request, [], {}), done: true });
  const register = (path: string, userType: 'job_seeker' | 'company'): PageForm => ({
    form: 'register',
    path,
    input: (fields) => ({
      email: fields.email,
      password: fields.password,
      password2: fields.password2,
      user_type: userType,
    }),
    schema: registerRequestSchema,
    shown: ['email'],
    api: () => '/accounts/api/register/',
    // Back to where they came from (a job they wanted to apply to), as after login, else a company to its
    // dashboard; `registered` has that page say so (web/src/app/registered-notice.tsx).
    onSuccess: (request, reply) =>
      seeOther(
        reply,
        withMark(safeReturnPath(query(request).next) ?? startPageFor(userType, 'registered'), 'registered'),
      ),
  });
  const jobPage = (request: FastifyRequest) => `/jobs/${encodeURIComponent(param(request, 'id'))}`;
  return [
    {
      // The Save control of a job card or page: `intent` save or remove, `next` the page it was on.
      form: 'save-job',
      path: '/jobs/:id/save',
      input: () => ({}),
      shown: [],
      method: (fields) => (fields.intent === 'remove' ? 'DELETE' : 'POST'),
      api: (request) => `/api/jobs/${encodeURIComponent(param(request, 'id'))}/save/`,
      pageOf: jobPage,
      onSuccess: (request, reply) => seeOther(reply, safeReturnPath(formFields(request.body).next) ?? jobPage(request)),
      onRefusal: (request, reply, answer) => {
        // A guest logs in and comes back to the job, which then saves it (?save=1, the job page's control).
        if (answer.status === 401) {
          return seeOther(reply, `/login?next=${encodeURIComponent(`${jobPage(request)}?save=1`)}`);
        }
        return sendPage(request, reply, submissionOf(request, [], {}, answer), jobPage(request));
      },
    },
    {
      form: 'login',
      path: '/login',
      input: (fields) => ({ email: fields.email, password: fields.password }),
      schema: loginRequestSchema,
      shown: ['email'],
      api: () => '/accounts/api/login/',
      onSuccess: (request, reply, answer) =>
        seeOther(
          reply,
          safeReturnPath(query(request).next) ?? startPageFor((answer.body as AuthResponse).user.user_type),
        ),
    },
    register('/register/jobseeker', 'job_seeker'),
    register('/register/company', 'company'),
    {
      form: 'reset-password',
      path: '/reset-password',
      input: (fields) => ({ email: fields.email }),
      schema: passwordResetRequestSchema,
      shown: ['email'],
      api: () => '/accounts/api/password-reset/request/',
      onSuccess: showDone,
    },
    {
      form: 'reset-password-confirm',
      path: '/reset-password/confirm',
      input: (fields, request) => ({
        uid: query(request).uid,
        token: query(request).token,
        new_password: fields.new_password,
      }),
      schema: passwordResetConfirmSchema,
      shown: [],
      api: () => '/accounts/api/password-reset/confirm/',
      onSuccess: showDone,
    },
    {
      // Apply Now, with what the profile lacks of a name and a phone number when the form asks for them
      // (a field the form did not show is absent, and the API reads it as not sent).
      form: 'apply',
      path: '/jobs/:id',
      input: (fields) => ({
        cover_letter: fields.cover_letter?.trim() || DEFAULT_COVER_LETTER,
        full_name: fields.full_name,
        phone_number: fields.phone_number,
      }),
      schema: applyRequestSchema,
      shown: APPLY_SHOWN,
      api: (request) => `/api/jobs/${encodeURIComponent(param(request, 'id'))}/apply/`,
      // The job page with the answer: 'Applied Successfully' and what the employer will not see.
      onSuccess: (request, reply, answer) =>
        sendPage(request, reply, {
          ...submissionOf(request, [], {}),
          done: true,
          result: { profile_missing: (answer.body as Partial<ApplyResponse> | undefined)?.profile_missing },
        }),
      onRefusal: (request, reply, answer) => {
        // A guest (or an ended session) logs in and comes back to the job.
        if (answer.status === 401) return seeOther(reply, `/login?next=${encodeURIComponent(jobPage(request))}`);
        if (answer.data.code === ALREADY_APPLIED_CODE) return seeOther(reply, jobPage(request));
        return sendPage(request, reply, submissionOf(request, APPLY_SHOWN, {}, answer));
      },
    },
    {
      // "Report this job": the job page shows that the report is in; a guest logs in and comes back.
      form: 'report',
      path: '/jobs/:id',
      input: (fields) => ({ reason: fields.reason, note: fields.note ?? '' }),
      schema: jobReportRequestSchema,
      shown: ['reason', 'note'],
      api: (request) => `/api/jobs/${encodeURIComponent(param(request, 'id'))}/report/`,
      onSuccess: showDone,
      onRefusal: (request, reply, answer) => {
        if (answer.status === 401) return seeOther(reply, `/login?next=${encodeURIComponent(jobPage(request))}`);
        return sendPage(request, reply, submissionOf(request, ['reason', 'note'], {}, answer));
      },
    },
  ];
}

/** The form posted: the route's, or the one the page_form field names where a page has several. */
const formOf = (request: FastifyRequest): PageFormName | undefined => {
  const named = formFields(request.body)[PAGE_FORM_FIELD_NAME];
  const forms = request.routeOptions.config.pageForms;
  return forms?.find((form) => form === named) ?? request.routeOptions.config.pageForm;
};

function submissionOf(
  request: FastifyRequest,
  shown: readonly string[],
  fieldErrors: Record<string, string>,
  apiError?: ApiAnswer,
): FormSubmission {
  const values = shownAgain(formFields(request.body), shown);
  return { form: formOf(request) ?? 'login', values, fieldErrors, ...(apiError && { apiError }) };
}

/**
 * The forms of the server-rendered pages, for a visitor whose app has not started (a slow phone)
 * or who has no scripts: login, registration, password reset and its confirmation, applying, reporting or saving a job, and
 * logout. Each posts form-encoded to its page's address with the CSRF token in a hidden field (the
 * csrf plugin reads it there). The fields pass the app's own schema, then go to the API route the app
 * calls; success redirects (303) as the app navigates, a refusal renders the page again with the
 * app's messages and what was typed.
 */
export async function registerPageForms(app: FastifyInstance, sendPage: SendPage): Promise<void> {
  await app.register(async (forms) => {
    markRouteSource(forms, 'server/src/modules/page-forms/page-forms.routes.ts');
    // Only these routes read form-encoded bodies: the API's routes keep answering 415 to them.
    await forms.register(formbody, { bodyLimit: PAGE_FORM_BODY_LIMIT });
    forms.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      // A refused token or an oversized body: the page says so, as the app's form would.
      const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) throw error;
      const detail = error instanceof HttpError ? error.detail : error.message;
      if (formOf(request) === undefined) return seeOther(reply, '/login?forced=true');
      const page = request.routeOptions.config.pageOf?.(request);
      return sendPage(request, reply, submissionOf(request, [], {}, { status, data: { detail } }), page);
    });

    const byPath = new Map<string, PageForm[]>();
    for (const page of pageForms(sendPage)) byPath.set(page.path, [...(byPath.get(page.path) ?? []), page]);
    for (const [path, onPage] of byPath) {
      const first = onPage[0] as PageForm;
      const config = {
        access: 'public' as const,
        pageForm: first.form,
        pageForms: onPage.map((page) => page.form),
        pageOf: first.pageOf,
      };
      forms.post(path, { config, schema: { hide: true } }, async (request, reply) => {
        const fields = formFields(request.body);
        const page = onPage.find((candidate) => candidate.form === formOf(request)) ?? first;
        const input = page.input(fields, request);
        if (page.schema) {
          const checked = page.schema.safeParse(input);
          if (!checked.success) {
            return sendPage(request, reply, submissionOf(request, page.shown, schemaFieldErrors(checked.error)));
          }
        }
        const answer = await forwardToApi(app, request, reply, page.api(request), input, page.method?.(fields));
        if (answer.status < 300) return page.onSuccess(request, reply, answer);
        if (page.onRefusal) return page.onRefusal(request, reply, answer);
        return sendPage(request, reply, submissionOf(request, page.shown, {}, answer), page.pageOf?.(request));
      });
    }

    // Logout from the navigation bar: the session ends and the browser lands on the login page, which
    // clears what this device kept (spec: ?nocache); a refusal lands there too, with ?forced.
    forms.post('/logout', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const answer = await forwardToApi(app, request, reply, '/accounts/api/auth/logout/', {});
      return seeOther(reply, answer.status < 300 ? `/login?nocache=${Date.now()}` : '/login?forced=true');
    });
  });
}
