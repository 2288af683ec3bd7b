import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Brute-force limits on the account endpoints: per account and per client IP. */
export const limits = {
  loginPerEmail: { name: 'login-email', limit: 10, windowSeconds: 15 * MINUTE },
  /** Also counts Google sign-ins. */
  loginPerIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * MINUTE },
  /**
   * One address is often many people (a mobile network's shared address, a job fair's Wi-Fi): an hour
   * allows a crowd, the 5-minute burst (a fifth of it) stops a script at once (docs/decisions/0010-shared-address-limits.md).
   * Both limits come from config.registrationsPerIpPerHour (registrationLimits below).
   */
  registerPerIp: { name: 'register-ip', limit: 150, windowSeconds: HOUR },
  registerPerIpBurst: { name: 'register-ip-burst', limit: 30, windowSeconds: 5 * MINUTE },
  /** Over it the request still answers the same, but no more mail goes to that address. */
  resetMailsPerEmail: { name: 'reset-email', limit: 3, windowSeconds: HOUR },
  resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: HOUR },
} satisfies Record<string, RateLimitRule>;

/** LOGINS_PER_IP_PER_15_MINUTES (50 by default): login attempts, password or Google, from one address. */
export const loginPerIpLimit = (per15Minutes: number): RateLimitRule => ({ ...limits.loginPerIp, limit: per15Minutes });

/** REGISTRATIONS_PER_IP_PER_HOUR (150 by default) an hour, and at most a fifth of it in any 5 minutes. */
export const registrationLimits = (perHour: number): RateLimitRule[] => [
  { ...limits.registerPerIpBurst, limit: Math.ceil(perHour / 5) },
  { ...limits.registerPerIp, limit: perHour },
];
