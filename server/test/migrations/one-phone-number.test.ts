import { normalisePhone } from '@lj/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertSeeker, upgradeAcross } from './migration-harness';

/** The migration that keeps one phone number per seeker: before it, the profile's number and a confirmed SMS number. */
const MIGRATION = '0023_one_phone_number';

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
  const ids: Record<string, number> = {};
  const written: number[] = [];

  const { rows } = upgradeAcross(MIGRATION, async (rows) => {
    const profile = async (id: number, phone: string, smsPhone: string | null, receipts = false) => {
      await rows(sql`
        insert into job_seeker_profiles (user_id, phone_number, sms_phone, sms_receipts)
        values (${id}, ${phone}, ${smsPhone}, ${receipts})`);
    };
    ids.differing = await insertSeeker(rows, 'differing@example.com');
    await profile(ids.differing, '0886 000 111', '+231770111222', true);
    ids.noProfileNumber = await insertSeeker(rows, 'no-profile-number@example.com');
    await profile(ids.noProfileNumber, '', '+231886222333');
    ids.same = await insertSeeker(rows, 'same@example.com');
    await profile(ids.same, '0555 333 444', '+231555333444');
    for (const [i, phone] of WRITTEN.entries()) {
      const id = await insertSeeker(rows, `written-${i}@example.com`);
      await profile(id, phone, null);
      written.push(id);
    }
    // Codes waiting: one for a number other than the confirmed one, one for the profile's own number.
    await rows(sql`
      insert into phone_confirmations (user_id, phone, code_hash, expires_at) values
        (${ids.differing}, '+231777999888', 'hash-1', now() + interval '10 minutes'),
        (${written[0]}, '+231770123456', 'hash-2', now() + interval '10 minutes')`);
  });

  const profileOf = async (userId: number | undefined) =>
    (
      await rows<{ phone_number: string; confirmed: boolean; sms_receipts: boolean }>(sql`
        select phone_number, phone_confirmed_at is not null as confirmed, sms_receipts
        from job_seeker_profiles where user_id = ${userId}`)
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
    const waiting = await rows<{ user_id: number }>(sql`select user_id from phone_confirmations order by user_id`);
    expect(waiting.map((row) => row.user_id)).toEqual([written[0]]);
  });

  it('when it has run, then sms_phone is gone', async () => {
    const columns = await rows(
      sql`select column_name from information_schema.columns where table_name = 'job_seeker_profiles' and column_name = 'sms_phone'`,
    );
    expect(columns).toEqual([]);
  });
});
