import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { RateLimitStore } from './rate-limit';
import { databaseRateLimitStore } from './rate-limit-database';
import { redisRateLimitStore } from './rate-limit-redis';

/**
 * The one store every rate limit of this process counts in, chosen once at boot: Redis when
 * REDIS_URL is set (cheaper per hit, keeps counters out of the database), else the database.
 */
export function createRateLimitStore(config: Config, db: Db, log: FastifyBaseLogger): Promise<RateLimitStore> {
  if (!config.redisUrl) return Promise.resolve(databaseRateLimitStore(db));
  return redisRateLimitStore({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log });
}
