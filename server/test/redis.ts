import { randomBytes } from 'node:crypto';

/** The Redis the Redis tests use; unset (a machine with only Node), they are skipped and say why. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

export const NO_REDIS = 'skipped: TEST_REDIS_URL is not set (CI sets TEST_REDIS_URL=redis://127.0.0.1:6379)';

/** A key prefix of its own for each test, so test files running in parallel never share a key. */
export const randomKeyPrefix = () => `lj-test:${randomBytes(6).toString('hex')}:`;
