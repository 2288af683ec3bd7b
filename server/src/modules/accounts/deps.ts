import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

export type AccountsDeps = { config: Config; db: Db; mailer: Mailer };
