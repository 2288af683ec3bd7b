import { z } from 'zod';
import { jobListQuerySchema } from './jobs';

/** How many alerts one seeker may keep (docs/decisions/0075-job-alerts.md): enough for every search they care about. */
export const MAX_ALERTS = 20;
/** How many jobs a digest lists; the rest are one link away (the /jobs search). */
export const DIGEST_JOBS_SHOWN = 10;

export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** The list's paging and shape are the reader's choice, not part of what the alert looks for. */
const NOT_SEARCH = new Set(['page', 'cursor', 'view']);
const SEARCH_KEYS = new Set(Object.keys(jobListQuerySchema.shape));

/** The /jobs query string as an object: a repeated parameter becomes a list, as Fastify parses it. */
export function searchParamsObject(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    object[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return object;
}

/**
 * An alert's search: the /jobs query string, checked by the same schema as GET /api/jobs/ and kept
 * in a canonical form (known filters only, empty ones, paging and view dropped), so the digest's
 * "see them all" link opens the very search the seeker saved.
 */
export const alertSearchSchema = z
  .string()
  .max(1000, 'The search is too long for an alert.')
  .transform((text, context) => {
    const object = searchParamsObject(text);
    const parsed = jobListQuerySchema.safeParse(object);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'This search is not valid.' });
      return z.NEVER;
    }
    const canonical = new URLSearchParams();
    for (const [key, value] of Object.entries(object)) {
      if (NOT_SEARCH.has(key) || !SEARCH_KEYS.has(key)) continue;
      for (const entry of Array.isArray(value) ? value : [value]) if (entry.trim() !== '') canonical.append(key, entry);
    }
    return canonical.toString();
  });

const alertName = z
  .string()
  .trim()
  .min(1, 'Give the alert a name.')
  .max(80, 'An alert name can be at most 80 characters.');

/** An alert has to reach the seeker somehow. */
export const ALERT_CHANNEL_NEEDED = 'Choose e-mail, SMS or both.';
/** An alert by SMS goes only to a number the seeker confirmed on their profile (server checks it). */
export const ALERT_SMS_NEEDS_PHONE = 'Confirm your phone number on your profile to get alerts by SMS.';

/** Creating an alert: a name, how often, the search, and by e-mail and/or SMS (e-mail unless told). */
export const alertCreateSchema = z
  .object({
    name: alertName,
    search: alertSearchSchema,
    frequency: z.enum(alertFrequencies),
    email: z.boolean().default(true),
    sms: z.boolean().default(false),
  })
  .refine((alert) => alert.email || alert.sms, { message: ALERT_CHANNEL_NEEDED, path: ['email'] });
export type AlertCreateInput = z.input<typeof alertCreateSchema>;

/** Editing an alert: any of its fields, and pausing or resuming it. */
export const alertUpdateSchema = z
  .object({
    name: alertName.optional(),
    search: alertSearchSchema.optional(),
    frequency: z.enum(alertFrequencies).optional(),
    email: z.boolean().optional(),
    sms: z.boolean().optional(),
    paused: z.boolean().optional(),
  })
  .strict()
  .refine((alert) => alert.email !== false || alert.sms !== false, { message: ALERT_CHANNEL_NEEDED, path: ['email'] });
export type AlertUpdateInput = z.input<typeof alertUpdateSchema>;

export const alertSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The /jobs query string without the leading "?" ("" for every open job). */
  search: z.string(),
  frequency: z.enum(alertFrequencies),
  email: z.boolean(),
  sms: z.boolean(),
  paused: z.boolean(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.array(alertSchema);
