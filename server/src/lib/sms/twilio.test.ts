import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ACCOUNT_SID, FAKE_AUTH_TOKEN, type FakeTwilio, startFakeTwilio } from '../../../test/fake-twilio';
import { createTwilioSmsSender, isTwilioSignature, SmsGatewayError, twilioSignature } from './twilio';

const silent = pino({ level: 'silent' });

describe('the Twilio SMS adapter, against a local fake of its API', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());

  const sender = (overrides: { authToken?: string; from?: string } = {}) =>
    createTwilioSmsSender(
      {
        accountSid: FAKE_ACCOUNT_SID,
        authToken: FAKE_AUTH_TOKEN,
        from: '+15005550006',
        baseUrl: twilio.baseUrl,
        ...overrides,
      },
      silent,
    );

  it('when an SMS is sent, then Twilio gets To, From and Body form-encoded under Basic auth', async () => {
    await sender().send({ to: '+231770123456', text: 'Liberia Jobs code: 123456 & more' });
    expect(twilio.messages.at(-1)).toEqual({
      To: '+231770123456',
      From: '+15005550006',
      Body: 'Liberia Jobs code: 123456 & more',
    });
  });

  it('when the sender is a Messaging Service, then it goes as MessagingServiceSid', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await sender({ from: service }).send({ to: '+231886123456', text: 'Hello' });
    expect(twilio.messages.at(-1)).toEqual({ To: '+231886123456', MessagingServiceSid: service, Body: 'Hello' });
  });

  it("when Twilio refuses the number (400), then the send throws with Twilio's code and message", async () => {
    const before = twilio.messages.length;
    twilio.failNext(400);
    await expect(sender().send({ to: '+231770123456', text: 'x' })).rejects.toThrow(
      /400 .*21211.*not a valid phone number/,
    );
    expect(twilio.messages.length).toBe(before);
  });

  it('when Twilio is down (503), then the send throws so the queue tries again', async () => {
    twilio.failNext(503);
    const error = await sender()
      .send({ to: '+231770123456', text: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect((error as SmsGatewayError).status).toBe(503);
  });

  it('when the auth token is wrong, then Twilio answers 401 and the send throws', async () => {
    await expect(
      sender({ authToken: 'wrong-token-wrong-token' }).send({ to: '+231770123456', text: 'x' }),
    ).rejects.toThrow(/401 .*20003/);
  });
});

describe("Twilio's webhook signature", () => {
  // The example of Twilio's "Secure webhooks" documentation: its URL, parameters and the signature it gives.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };

  it("when the documentation's example is signed, then the signature is the documented one", () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isTwilioSignature('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  it('when a parameter, the URL or the token differs, or no signature is sent, then it is not valid', () => {
    const good = twilioSignature('12345', url, params);
    expect(isTwilioSignature('12345', url, { ...params, Digits: '9999' }, good)).toBe(false);
    expect(isTwilioSignature('12345', `${url}&x=1`, params, good)).toBe(false);
    expect(isTwilioSignature('54321', url, params, good)).toBe(false);
    expect(isTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});
