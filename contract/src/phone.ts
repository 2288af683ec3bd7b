import { z } from 'zod';

/**
 * A job seeker's one phone number (employers call it; once confirmed by a code, SMS go to it): a
 * Liberian mobile number as people write it here, or any number in international form, always stored
 * and sent in E.164 (+ country code, digits only).
 */

/** Liberia's country code, and the mobile ranges that take SMS (Orange 077, Lonestar 088 and 055). */
const LIBERIA = '231';
const LIBERIAN_MOBILE = /^(77|88|55)[0-9]{7}$/;

export const PHONE_REQUIRED = 'Enter your mobile number.';
export const PHONE_CHARACTERS = 'A phone number has only digits, spaces, dashes, dots, brackets and a leading +.';
export const PHONE_LIBERIAN =
  'A Liberian mobile number starts with 077, 088 or 055 and has 10 digits, e.g. 0770 123 456 or +231 770 123 456.';
export const PHONE_INTERNATIONAL =
  'An international number is + and the country code, then the number: 8 to 15 digits.';
export const PHONE_UNKNOWN =
  'Write a Liberian mobile number (e.g. 0770 123 456) or an international one starting with + (e.g. +231 770 123 456).';

/** The E.164 form of `text`, or the sentence saying what is wrong with it. */
export function normalisePhone(text: string): { phone: string } | { error: string } {
  const written = text.trim();
  if (written === '') return { error: PHONE_REQUIRED };
  if (!/^\+?[0-9 .()-]+$/.test(written)) return { error: PHONE_CHARACTERS };
  const digits = written.replace(/[^0-9]/g, '');
  const liberian = (national: string) =>
    LIBERIAN_MOBILE.test(national) ? { phone: `+${LIBERIA}${national}` } : { error: PHONE_LIBERIAN };
  // International: "+..." or "00..." (how a call abroad is dialled from Liberia).
  const international = written.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    if (international.startsWith(LIBERIA)) return liberian(international.slice(LIBERIA.length).replace(/^0/, ''));
    return /^[1-9][0-9]{7,14}$/.test(international) ? { phone: `+${international}` } : { error: PHONE_INTERNATIONAL };
  }
  // Written locally: 0770 123 456, or without its trunk 0 (770 123 456).
  if (digits.startsWith('0')) return liberian(digits.slice(1));
  if (digits.length === 9) return liberian(digits);
  return { error: PHONE_UNKNOWN };
}

/** normalisePhone as a zod step: the E.164 form, or an issue with the sentence. */
function toE164(text: string, context: z.RefinementCtx): string {
  const result = normalisePhone(text);
  if ('error' in result) {
    context.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }
  return result.phone;
}

/** A phone number field: accepts what normalisePhone does and gives the E.164 form. */
export const phoneNumberSchema = z.string().max(40, PHONE_UNKNOWN).transform(toE164);

/** The profile's phone field, which may be left empty: '' (no number), or a number as above. */
export const optionalPhoneNumberSchema = z
  .string()
  .max(40, PHONE_UNKNOWN)
  .transform((text, context) => (text.trim() === '' ? '' : toE164(text, context)));

/** A number shown back to its owner: +231 770 123 456 (other countries as they are). */
export function formatPhone(e164: string): string {
  const match = /^\+231([0-9]{3})([0-9]{3})([0-9]{3})$/.exec(e164);
  return match ? `+231 ${match[1]} ${match[2]} ${match[3]}` : e164;
}

/** A number as dialled in Liberia, for a text to its owner: 0770 123 456 (other countries as formatPhone). */
export function formatLocalPhone(e164: string): string {
  const match = /^\+231([0-9]{3})([0-9]{3})([0-9]{3})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : formatPhone(e164);
}

/** A confirmation code: six digits, as the SMS gives it (spaces a person may type are dropped). */
export const SMS_CODE_LENGTH = 6;
export const smsCodeSchema = z
  .string()
  .max(20, 'The code is the 6 digits in the SMS we sent.')
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, 'The code is the 6 digits in the SMS we sent.'));

/**
 * POST /api/profile/sms-phone/: send a code to this number, which becomes the profile's phone number
 * (a number other than the one on the profile replaces it, and its confirmation with it).
 */
export const smsPhoneRequestSchema = z.object({ phone: phoneNumberSchema });
export type SmsPhoneRequest = z.input<typeof smsPhoneRequestSchema>;

/** POST /api/profile/sms-phone/confirm/: the code from the SMS. */
export const smsCodeRequestSchema = z.object({ code: smsCodeSchema });
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

/**
 * PATCH /api/profile/sms-phone/: the seeker's SMS choices (only with a confirmed number): a receipt of
 * each application, and word of each change of an application's status.
 */
export const smsSettingsRequestSchema = z
  .object({ sms_receipts: z.boolean().optional(), sms_status_news: z.boolean().optional() })
  .refine((body) => body.sms_receipts !== undefined || body.sms_status_news !== undefined, {
    message: 'Say which SMS to turn on or off.',
  });
export type SmsSettingsRequest = z.infer<typeof smsSettingsRequestSchema>;

/**
 * A number's confirmation, as a seeker's and a company's code routes answer it: the number, whether SMS
 * go to it, and the number a code is waiting for (if any).
 */
export const phoneConfirmationStateSchema = z.object({
  /** The account's phone number ('' when none). */
  phone_number: z.string(),
  /** Whether a code sent to that number was typed since it was last changed: only then do SMS go to it. */
  phone_confirmed: z.boolean(),
  /** The number a code was sent to and not yet typed (null when none is waiting or it expired). */
  pending_phone: z.string().nullable(),
  detail: z.string().optional(),
});
export type PhoneConfirmationState = z.infer<typeof phoneConfirmationStateSchema>;

/** Every seeker's sms-phone answer: the confirmation and the seeker's SMS choices. */
export const smsPhoneStateSchema = phoneConfirmationStateSchema.extend({
  sms_receipts: z.boolean(),
  sms_status_news: z.boolean(),
});
export type SmsPhoneState = z.infer<typeof smsPhoneStateSchema>;
