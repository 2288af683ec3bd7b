import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { normalisePhone } from '@lj/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrationsDir } from '../../src/lib/paths';
import { emptyDatabase, insertSeeker, migrateWith, migrationsBefore } from './migration-harness';

/** The migration that keeps one phone number per seeker: before it, the profile's number and a confirmed SMS number. */
const MIGRATION = '0023_one_phone_number';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Profile numbers as seekers typed them before the rules: each becomes what normalisePhone makes of it, or stays. */
const WRITTEN = [
  '0770 123 456',
  '+231 77 654 3210',
  '00231-886-123-456',
  '(0555) 123.456',
  '770 123 456',
  '+44 20 7946 0958',
  '0660 123 456',
  '0770',
  'call my sister',
  '',
];

describe(`migration ${MIGRATION} on a live database`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lj-upgrade-'));
  let database: Database;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};
  const written: number[] = [];

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(work));
    await migrateWith(database, migrationsBefore(MIGRATION, work));
    const profile = async (id: number, phone: string, smsPhone: string | null, receipts = false) => {
      await database.db.execute(sql`
        insert into job_seeker_profiles (user_id, phone_number, sms_phone, sms_receipts)
        values (${id}, ${phone}, ${smsPhone}, ${receipts})`);
    };
    ids.differing = await insertSeeker(database, 'differing@example.com');
    await profile(ids.differing, '0886 000 111', '+231770111222', true);
    ids.noProfileNumber = await insertSeeker(database, 'no-profile-number@example.com');
    await profile(ids.noProfileNumber, '', '+231886222333');
    ids.same = await insertSeeker(database, 'same@example.com');
    await profile(ids.same, '0555 333 444', '+231555333444');
    for (const [i, phone] of WRITTEN.entries()) {
      const id = await insertSeeker(database, `written-${i}@example.com`);
      await profile(id, phone, null);
      written.push(id);
    }
    // Codes waiting: one for a number other than the confirmed one, one for the profile's own number.
    await database.db.execute(sql`
      insert into phone_confirmations (user_id, phone, code_hash, expires_at) values
        (${ids.differing}, '+231777999888', 'hash-1', now() + interval '10 minutes'),
        (${written[0]}, '+231770123456', 'hash-2', now() + interval '10 minutes')`);
    await migrateWith(database, migrationsDir);
  });
  afterAll(async () => {
    await database.close();
    await drop();
    rmSync(work, { recursive: true, force: true });
  });

  const profileOf = async (userId: number | undefined) =>
    rowsOf<{ phone_number: string; confirmed: boolean; sms_receipts: boolean }>(
      await database.db.execute(sql`
        select phone_number, phone_confirmed_at is not null as confirmed, sms_receipts
        from job_seeker_profiles where user_id = ${userId}`),
    )[0];

  it('when a seeker had a confirmed SMS number, then it is their one number, confirmed, whatever the profile held; receipts stay', async () => {
    expect(await profileOf(ids.differing)).toEqual({
      phone_number: '+231770111222',
      confirmed: true,
      sms_receipts: true,
    });
    expect(await profileOf(ids.noProfileNumber)).toEqual({
      phone_number: '+231886222333',
      confirmed: true,
      sms_receipts: false,
    });
    expect(await profileOf(ids.same)).toEqual({ phone_number: '+231555333444', confirmed: true, sms_receipts: false });
  });

  it('when a seeker had only a profile number, then it is written as the phone rules write it (or kept as typed when they refuse it), not confirmed', async () => {
    for (const [i, phone] of WRITTEN.entries()) {
      const normalised = normalisePhone(phone);
      const expected = 'phone' in normalised ? normalised.phone : phone;
      expect(await profileOf(written[i]), phone).toEqual({
        phone_number: expected,
        confirmed: false,
        sms_receipts: false,
      });
    }
  });

  it("when a code was waiting for a number other than the profile's, then it is dropped; one for the profile's number stays", async () => {
    const waiting = rowsOf<{ user_id: number }>(
      await database.db.execute(sql`select user_id from phone_confirmations order by user_id`),
    );
    expect(waiting.map((row) => row.user_id)).toEqual([written[0]]);
  });

  it('when it has run, then sms_phone is gone', async () => {
    const columns = rowsOf<{ column_name: string }>(
      await database.db.execute(
        sql`select column_name from information_schema.columns where table_name = 'job_seeker_profiles' and column_name = 'sms_phone'`,
      ),
    );
    expect(columns).toEqual([]);
  });
});
