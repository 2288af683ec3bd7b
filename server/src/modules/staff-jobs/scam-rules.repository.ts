import type { ScamRule, ScamRuleForm } from '@lj/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scamRules } from '../../db/schema';
import { auditedChange, staffActor } from '../staff-audit';

type RuleRow = typeof scamRules.$inferSelect;

const serializeRule = (row: RuleRow): ScamRule => ({
  id: row.id,
  pattern: row.pattern,
  label: row.label,
  enabled: row.enabled,
  updated_at: row.updatedAt.toISOString(),
});
const audited = (row: RuleRow) => ({ pattern: row.pattern, label: row.label, enabled: row.enabled });

export async function listRules(db: Db): Promise<ScamRule[]> {
  return (await db.select().from(scamRules).orderBy(asc(scamRules.id))).map(serializeRule);
}

/** A pattern another rule already has: the unique index refuses it; null then. */
export async function createRule(db: Db, staffUserId: number, form: ScamRuleForm): Promise<ScamRule | null> {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const [row] = await tx.insert(scamRules).values(form).onConflictDoNothing().returning();
    if (!row) return { result: null, audit: null };
    const audit = { action: 'scam_rule.create', targetType: 'scam_rule', targetId: row.id, after: audited(row) };
    return { result: serializeRule(row), audit };
  });
}

/** 'missing' for no such rule, 'duplicate' when another rule has the pattern. */
export async function updateRule(
  db: Db,
  staffUserId: number,
  id: number,
  form: ScamRuleForm,
): Promise<ScamRule | 'missing' | 'duplicate'> {
  return auditedChange<ScamRule | 'missing' | 'duplicate'>(db, staffActor(staffUserId), async (tx) => {
    const [before] = await tx.select().from(scamRules).where(eq(scamRules.id, id)).for('update');
    if (!before) return { result: 'missing' as const, audit: null };
    const [taken] = await tx
      .select({ id: scamRules.id })
      .from(scamRules)
      .where(sql`${scamRules.pattern} = ${form.pattern} and ${scamRules.id} <> ${id}`);
    if (taken) return { result: 'duplicate' as const, audit: null };
    const [row] = await tx
      .update(scamRules)
      .set({ ...form, updatedAt: sql`now()` })
      .where(eq(scamRules.id, id))
      .returning();
    if (!row) return { result: 'missing' as const, audit: null };
    const audit = { action: 'scam_rule.update', targetType: 'scam_rule', targetId: id };
    return { result: serializeRule(row), audit: { ...audit, before: audited(before), after: audited(row) } };
  });
}

export async function deleteRule(db: Db, staffUserId: number, id: number): Promise<boolean> {
  return auditedChange(db, staffActor(staffUserId), async (tx) => {
    const [row] = await tx.delete(scamRules).where(eq(scamRules.id, id)).returning();
    if (!row) return { result: false, audit: null };
    return {
      result: true,
      audit: { action: 'scam_rule.delete', targetType: 'scam_rule', targetId: id, before: audited(row) },
    };
  });
}
