import { randomInt } from 'node:crypto';
import { formatPhone, SMS_CODE_LENGTH } from '@lj/contract';
import type { Config } from '../../config';
import { hmacSha256, safeEqual } from '../../lib/crypto';
import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60;

/** docs/decisions/0071-phone-numbers.md: a code works for 10 minutes and allows 5 tries. */
export const CODE_MINUTES = 10;
export const MAX_TRIES = 5;

/**
 * Codes sent, each an SMS we pay for and a message on someone's phone: 3 per account and 3 per number in
 * 15 minutes (so one account, or many, cannot flood a stranger's phone), and 20 per address (a mobile
 * network's shared address is many people).
 */
export const codeLimits = {
  perUser: { name: 'sms-code-user', limit: 3, windowSeconds: 15 * MINUTE },
  perPhone: { name: 'sms-code-phone', limit: 3, windowSeconds: 15 * MINUTE },
  perIp: { name: 'sms-code-ip', limit: 20, windowSeconds: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export const newCode = (): string => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

/**
 * The stored form of a code: an HMAC bound to the account and the number, so a database reader learns
 * nothing usable and a code for one number can't confirm another. (Five tries, not the hash, are what
 * stand between a guesser and a million codes.)
 */
export const codeHash = (config: Config, userId: number, phone: string, code: string): string =>
  hmacSha256(config.secretKey, `sms-code:${userId}:${phone}:${code}`);

export const isCode = (config: Config, userId: number, phone: string, code: string, hash: string): boolean =>
  safeEqual(codeHash(config, userId, phone, code), hash);

/** The SMS itself: GSM-7, one segment. */
export const codeText = (config: Config, code: string): string =>
  `${config.siteName} code: ${code}. It works for ${CODE_MINUTES} minutes. Do not share it.`;

export const messages = {
  sent: (phone: string) =>
    `We sent a ${SMS_CODE_LENGTH}-digit code to ${formatPhone(phone)}. Type it here within ${CODE_MINUTES} minutes.`,
  alreadyConfirmed: 'This number is already confirmed on your account.',
  none: 'No code is waiting for your account. Ask for a new code.',
  expired: `This code has expired (a code works for ${CODE_MINUTES} minutes). Ask for a new code.`,
  spent: 'Too many wrong tries: this code no longer works. Ask for a new code.',
  wrong: (left: number) =>
    left === 0
      ? 'That code is not right, and that was the last try. Ask for a new code.'
      : `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  replaced: 'A newer code was sent meanwhile: type the code in the last SMS.',
  confirmed: (phone: string) => `Your number ${formatPhone(phone)} is confirmed. SMS can now be sent to it.`,
  needPhone: 'Confirm your phone number before turning SMS on.',
  receiptsOn: 'You will get an SMS receipt each time you apply.',
  receiptsOff: 'SMS receipts are off.',
  statusNewsOn: 'You will get an SMS when an employer changes the status of your application.',
  statusNewsOff: "SMS about your applications' status are off.",
};
