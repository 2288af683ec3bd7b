import { COMPANY_ALREADY_SUSPENDED, COMPANY_NOT_FOUND, COMPANY_NOT_SUSPENDED } from '@lj/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { auditedChange, staffActor } from '../staff-audit';
import { lockCompany, setVerified, suspendCompany, unsuspendCompany } from './staff-companies.repository';

async function locked(tx: Db, id: number) {
  const company = await lockCompany(tx, id);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

/** Gives or takes the "Verified employer" badge; doing what is already done changes nothing. */
export async function setCompanyVerified(db: Db, staffUserId: number, id: number, verified: boolean): Promise<void> {
  await auditedChange(db, staffActor(staffUserId), async (tx) => {
    const company = await locked(tx, id);
    if ((company.verifiedAt !== null) === verified) return { result: undefined, audit: null };
    await setVerified(tx, id, verified ? staffUserId : null);
    const action = verified ? 'company.verify' : 'company.unverify';
    const audit = { action, targetType: 'company', targetId: id, before: { verified: !verified }, after: { verified } };
    return { result: undefined, audit };
  });
}

export async function suspend(db: Db, staffUserId: number, id: number, reason: string): Promise<void> {
  await auditedChange(db, staffActor(staffUserId), async (tx) => {
    const company = await locked(tx, id);
    if (company.suspendedAt !== null) throw conflict(COMPANY_ALREADY_SUSPENDED);
    const jobsHidden = await suspendCompany(tx, id, reason);
    const audit = { action: 'company.suspend', targetType: 'company', targetId: id, reason };
    return {
      result: undefined,
      audit: { ...audit, before: { suspended: false }, after: { suspended: true, jobs_hidden: jobsHidden } },
    };
  });
}

export async function unsuspend(db: Db, staffUserId: number, id: number, reason: string): Promise<void> {
  await auditedChange(db, staffActor(staffUserId), async (tx) => {
    const company = await locked(tx, id);
    if (company.suspendedAt === null) throw conflict(COMPANY_NOT_SUSPENDED);
    const jobsRestored = await unsuspendCompany(tx, id);
    const audit = { action: 'company.unsuspend', targetType: 'company', targetId: id, reason };
    const values = {
      before: { suspended: true, reason: company.suspensionReason },
      after: { suspended: false, jobs_restored: jobsRestored },
    };
    return { result: undefined, audit: { ...audit, ...values } };
  });
}
