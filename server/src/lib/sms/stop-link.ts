import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { safeEqual } from '../crypto';

/**
 * The signature's length in base64url characters: 16 carry 96 bits, far beyond guessing through the
 * STOP page's rate of requests, while the link stays short (every character is taken from the SMS).
 */
const SIGNATURE_LENGTH = 16;

/** What is signed: a purpose word first, so no other HMAC of SECRET_KEY can pass for a STOP link. */
const stopSignature = (config: Config, userId: number): string =>
  createHmac('sha256', config.secretKey).update(`sms-stop:${userId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);

const TOKEN = new RegExp(`^([1-9][0-9]{0,9})\\.([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

/** The path of a seeker's STOP link: `/s/<user id>.<signature>`. */
export const smsStopPath = (config: Config, userId: number): string => `/s/${userId}.${stopSignature(config, userId)}`;

/**
 * The link put at the end of each alert SMS: opening it (no sign-in) shows a page whose button turns
 * every SMS to that seeker off (modules/sms-phone/stop.routes.ts).
 */
export const smsStopLink = (config: Config, userId: number): string =>
  `${config.siteUrl.replace(/\/+$/, '')}${smsStopPath(config, userId)}`;

/** The seeker a STOP token (`<user id>.<signature>`) was signed for, or null when it is not valid. */
export function smsStopUser(config: Config, token: string): number | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  return safeEqual(match[2] as string, stopSignature(config, userId)) ? userId : null;
}
