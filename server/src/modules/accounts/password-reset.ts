import { MAX_DB_ID } from '@lj/contract';
import type { Config } from '../../config';
import { hmacSha256, safeEqual } from '../../lib/crypto';
import type { Mailer } from '../../lib/mailer';

/** How long a reset link works. */
export const RESET_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

/** What the token is bound to: when the password hash or last login changes, old links die. */
export type ResetSubject = { id: number; email: string; passwordHash: string | null; lastLogin: Date | null };

const nowSeconds = () => Math.floor(Date.now() / 1000);

function signature(secretKey: string, user: ResetSubject, timestamp: number): string {
  const lastLogin = user.lastLogin ? Math.floor(user.lastLogin.getTime() / 1000) : '';
  // The purpose prefix keeps these MACs apart from any other HMAC made with the same key.
  const message = `password-reset|${user.id}|${user.passwordHash ?? ''}|${lastLogin}|${timestamp}|${user.email}`;
  return hmacSha256(secretKey, message);
}

/** Django's shape: base36 timestamp, '-', HMAC-SHA256 (hex). `at` lets tests make old tokens. */
export function makeResetToken(secretKey: string, user: ResetSubject, at = nowSeconds()): string {
  return `${at.toString(36)}-${signature(secretKey, user, at)}`;
}

export function checkResetToken(secretKey: string, user: ResetSubject, token: string, now = nowSeconds()): boolean {
  const match = /^([0-9a-z]{1,12})-([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const timestamp = Number.parseInt(match[1], 36);
  if (!safeEqual(match[2], signature(secretKey, user, timestamp))) return false;
  return now - timestamp <= RESET_TOKEN_MAX_AGE_SECONDS;
}

export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_ID ? id : null;
}

/**
 * The reset mail with its link: sent when someone asks on the reset page, and when staff resend it
 * (modules/staff-users) to a person who can't get in.
 */
export function sendResetMail(
  config: Pick<Config, 'siteUrl' | 'siteName' | 'secretKey'>,
  mailer: Mailer,
  user: ResetSubject,
): Promise<void> {
  // uid and token are URL-safe as they are.
  const link = `${config.siteUrl.replace(/\/+$/, '')}/reset-password/confirm?uid=${encodeUid(user.id)}&token=${makeResetToken(config.secretKey, user)}`;
  return mailer.send({
    to: user.email,
    subject: `Reset your ${config.siteName} password`,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${config.siteName} account.`,
      'Open this link within 24 hours to choose a new password:',
      '',
      link,
      '',
      'If it was not you, ignore this message: your password stays the same.',
    ].join('\n'),
  });
}
