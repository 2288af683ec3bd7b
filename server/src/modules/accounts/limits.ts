import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Brute-force limits on the account endpoints: per account and per client IP. */
export const limits = {
  loginPerEmail: { name: 'login-email', limit: 10, windowSeconds: 15 * MINUTE },
  /** Also counts Google sign-ins. */
  loginPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE },
  /** The limit is config.registrationsPerIpPerHour (REGISTRATIONS_PER_IP_PER_HOUR, 10 by default). */
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: HOUR },
  /** Over it the request still answers the same, but no more mail goes to that address. */
  resetMailsPerEmail: { name: 'reset-email', limit: 3, windowSeconds: HOUR },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;
