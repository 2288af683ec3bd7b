import type { Config } from '../../config';
import { hmacSha256, safeEqual } from '../../lib/crypto';

/** What the signature covers: a purpose word, so no other HMAC of SECRET_KEY can pass for it. */
const signed = (alertId: number) => `job-alert-unsubscribe:${alertId}`;

export const unsubscribeSignature = (config: Config, alertId: number): string =>
  hmacSha256(config.secretKey, signed(alertId));

/** Whether `signature` is this alert's (constant time): the link works without signing in. */
export const isUnsubscribeSignature = (config: Config, alertId: number, signature: string): boolean =>
  safeEqual(signature, unsubscribeSignature(config, alertId));

/** The one-click link of a digest: GET shows a confirmation page, POST turns the alert off (RFC 8058). */
export const unsubscribeUrl = (config: Config, alertId: number): string =>
  `${config.siteUrl.replace(/\/+$/, '')}/alerts/unsubscribe/?alert=${alertId}&sig=${unsubscribeSignature(config, alertId)}`;
