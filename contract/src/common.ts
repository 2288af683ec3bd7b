import { z } from 'zod';
// The error map every schema's messages come from (a side effect: it must load before any parse).
import './messages';

/** Every error answer: a detail, an optional machine code, and field errors as lists of messages. */
export const errorResponseSchema = z
  .object({
    detail: z.string().optional(),
    code: z.string().optional(),
    error_id: z.string().optional(),
  })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const detailResponseSchema = z.object({ detail: z.string() });

/** The id and name of a record: all an answer gives of a record it points to (a company, an industry). */
export const namedRefSchema = z.object({ id: z.number(), name: z.string() });

/** A required form text, trimmed, of at most `max` characters (messages: messages.ts, naming the field). */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An absolute http(s) address: anything else (javascript:, a bare word) is refused as a link. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Ids are PostgreSQL integers: a bigger number is refused here rather than failing in the query. */
export const MAX_DB_ID = 2_147_483_647;
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_ID) });

export const userTypes = ['job_seeker', 'company'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const settingsSchema = z.object({
  show_company_bookkeeping: z.boolean(),
  enable_console_logs: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
export const settingKeys = ['show_company_bookkeeping', 'enable_console_logs'] as const;
export type SettingKey = (typeof settingKeys)[number];
