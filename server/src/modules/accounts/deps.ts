import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import type { RateLimitStore } from '../../lib/rate-limit';

export type AccountsDeps = { config: Config; db: Db; mailer: Mailer; rateLimits: RateLimitStore };
