import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, type FakeTwilio, startFakeTwilio } from '../../../test/fake-twilio';
import { outboxSms } from '../../../test/sms-outbox';
import { testConfig } from '../../../test/test-app';
import { createSmsSender } from './sms-gateway';

const silent = pino({ level: 'silent' });
const twilioEnv = (baseUrl: string) => ({
  SMS_GATEWAY: 'twilio',
  TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
  TWILIO_FROM: '+15005550006',
  TWILIO_BASE_URL: baseUrl,
});

describe('choosing where SMS go', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'lj-sms-'));

  it('when no gateway is set, then each SMS is written to DATA_DIR/sms-outbox and Twilio gets nothing', async () => {
    const dir = dataDir();
    const config = testConfig(dir, { TWILIO_BASE_URL: twilio.baseUrl });
    expect(config.twilio).toBeUndefined();
    await createSmsSender(config, silent).send({ to: '+231770123456', text: 'Hello' });
    expect(outboxSms(dir)).toEqual([{ to: '+231770123456', text: 'Hello' }]);
    expect(twilio.messages).toEqual([]);
  });

  it('when SMS_GATEWAY=twilio, then SMS go to Twilio at the configured address, not the outbox', async () => {
    const dir = dataDir();
    await createSmsSender(testConfig(dir, twilioEnv(twilio.baseUrl)), silent).send({ to: '+231886123456', text: 'Hi' });
    expect(twilio.messages).toEqual([{ To: '+231886123456', From: '+15005550006', Body: 'Hi' }]);
    expect(outboxSms(dir)).toEqual([]);
  });

  it('when SMS_GATEWAY=twilio lacks a setting or has a malformed one, then the server refuses to start, naming it', () => {
    const { TWILIO_AUTH_TOKEN: _token, ...noToken } = twilioEnv(twilio.baseUrl);
    expect(() => testConfig(dataDir(), noToken)).toThrow(/TWILIO_AUTH_TOKEN: required when SMS_GATEWAY=twilio/);
    expect(() => testConfig(dataDir(), { ...twilioEnv(twilio.baseUrl), TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_ACCOUNT_SID: a Twilio account SID is AC and 32 hexadecimal characters/,
    );
    expect(() => testConfig(dataDir(), { SMS_GATEWAY: 'nexmo' })).toThrow(/SMS_GATEWAY/);
  });
});
