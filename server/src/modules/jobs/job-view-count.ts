import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { noteVisitSource } from '../job-figures';
import { dailyViewerHash, isBotAgent } from './job-viewer';
import { forgetPastViewers, recordJobView } from './jobs.repository';

let forgottenBefore = '';

/** Counts a view of the job by a person (not a bot), once a day per browser, and notes where they came from. */
export async function countJobView(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: number,
): Promise<void> {
  if (isBotAgent(request.headers['user-agent'])) return;
  // Liberia keeps UTC all year, so a UTC day is the local day.
  const day = new Date().toISOString().slice(0, 10);
  if (forgottenBefore !== day) {
    forgottenBefore = day;
    await forgetPastViewers(db, day);
  }
  if (await recordJobView(db, jobId, day, dailyViewerHash(request, reply, config, day))) {
    noteVisitSource(request, reply, config, jobId);
  }
}
