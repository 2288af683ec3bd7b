import type { FastifyBaseLogger } from 'fastify';
import { idlePendingAttempts } from './momo-payments.repository';
import { checkMomoAttempt, MOMO_CHECK_QUEUE, type MomoDeps } from './momo-payments.service';

/** The longest wait between two status checks of one attempt. */
const MAX_CHECK_SECONDS = 60;

/** A pending attempt no check touched for this long lost its chain of checks (a crash between two). */
const IDLE_SECONDS = 2 * MAX_CHECK_SECONDS;

/** Checks back off: the first after `firstSeconds`, each next one twice as late, at most a minute. */
export const nextCheckSeconds = (firstSeconds: number, checksDone: number) =>
  Math.min(firstSeconds * 2 ** checksDone, MAX_CHECK_SECONDS);

/**
 * One poll of an attempt, from the job queue: ask the provider, and while the answer is not final
 * (and the polling window runs), queue the next poll. The queue keeps the chain over restarts.
 */
async function poll(deps: MomoDeps, log: FastifyBaseLogger, attemptId: number) {
  const attempt = await checkMomoAttempt(deps, log, attemptId, true);
  if (attempt?.state !== 'pending') return;
  await deps.tasks.later(
    MOMO_CHECK_QUEUE,
    { attemptId },
    nextCheckSeconds(deps.settings.firstCheckSeconds, attempt.checks),
  );
}

/**
 * Works on the status checks from this process (every process may: each job runs once), and queues a
 * check for each pending attempt whose chain was lost, so a restart picks every one of them up.
 */
export async function startMomoChecks(deps: MomoDeps, log: FastifyBaseLogger): Promise<void> {
  await deps.tasks.handle<{ attemptId: number }>(MOMO_CHECK_QUEUE, log, ({ attemptId }) => poll(deps, log, attemptId));
  for (const attemptId of await idlePendingAttempts(deps.db, IDLE_SECONDS)) {
    await deps.tasks.later(MOMO_CHECK_QUEUE, { attemptId }, 0);
  }
}
