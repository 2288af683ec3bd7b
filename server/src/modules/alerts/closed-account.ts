import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts } from '../../db/schema';
import { turnSmsOff } from '../sms-phone';

/**
 * An account that stops being an active job seeker (deactivated, or given another role) is sent nothing
 * more: its alerts are paused and every SMS to it stops (alerts by SMS and receipts). Call it in the
 * change's transaction. Coming back turns nothing on again: the person does, on their alerts page.
 */
export async function stopAccountAlerts(db: Db, userId: number): Promise<void> {
  await db.update(jobAlerts).set({ paused: true }).where(eq(jobAlerts.userId, userId));
  await turnSmsOff(db, [userId]);
}
