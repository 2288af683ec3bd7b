import { count, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlertSentJobs } from '../../db/schema';
import { type Candidate, firstLookStart, lookbackStart, MAX_MATCHES, searchMatches } from './digest-matches';

export type DueAlert = { id: number; search: string; createdAt: Date };

/**
 * The matching jobs of each search of a run's due alerts, read once for all the alerts that share it
 * (docs/decisions/0076-alert-digest-scale.md) when the first of them needs it, and dropped when
 * the last is done. Enough for every alert of the search: MAX_MATCHES more than the most jobs any of
 * them was already told of, newer than the oldest of them (each alert then picks its own: pickNews).
 */
export async function searchCandidates(db: Db, due: DueAlert[]) {
  const firstLook = await firstLookStart(db);
  const groups = new Map<string, { alerts: DueAlert[]; left: number; matches?: Promise<Candidate[]> }>();
  for (const alert of due) {
    const group = groups.get(alert.search) ?? { alerts: [], left: 0 };
    group.alerts.push(alert);
    group.left += 1;
    groups.set(alert.search, group);
  }

  return {
    /**
     * The candidates of the search `listed` had when the run listed it, read once for its group (on
     * `db`: call it outside an alert's transaction, which on PGlite would hold the one connection).
     */
    of(listed: DueAlert): Promise<Candidate[]> {
      const group = groups.get(listed.search);
      if (!group) return loadCandidates(db, listed.search, [listed], firstLook);
      group.matches ??= loadCandidates(db, listed.search, group.alerts, firstLook);
      return group.matches;
    },
    /** One alert of the search is done: the last one frees its candidates. */
    done(search: string): void {
      const group = groups.get(search);
      if (group && --group.left === 0) groups.delete(search);
    },
    firstLook,
  };
}

/** The candidates of `search` for `alerts` (those of the search, or one whose search just changed). */
export async function loadCandidates(
  db: Db,
  search: string,
  alerts: DueAlert[],
  firstLook: Date | null,
): Promise<Candidate[]> {
  const perAlert = db
    .select({ told: count().as('told') })
    .from(jobAlertSentJobs)
    .where(
      inArray(
        jobAlertSentJobs.alertId,
        alerts.map((alert) => alert.id),
      ),
    )
    .groupBy(jobAlertSentJobs.alertId)
    .as('per_alert');
  const [most] = await db.select({ told: max(perAlert.told) }).from(perAlert);
  const oldest = alerts.reduce((first, alert) => (alert.createdAt < first ? alert.createdAt : first), new Date());
  const since = oldest > lookbackStart() ? oldest : lookbackStart();
  return searchMatches(db, search, since, MAX_MATCHES + Number(most?.told ?? 0), firstLook);
}
