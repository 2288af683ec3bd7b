import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const USSD_SECRET = 'test-ussd-secret-0123456789';
export const USSD_PATH = `/api/ussd/${USSD_SECRET}/`;

/** A USSD gateway's request as Africa's Talking posts it: form-encoded, every answer so far in `text`. */
export function ussdForm(fields: Record<string, string>): string {
  return new URLSearchParams({ serviceCode: '*384*123#', networkCode: '61801', ...fields }).toString();
}

/**
 * One person's USSD session as the gateway drives it: `dial()` opens it (text ''), each `press()` adds
 * an answer to the text and posts again; each answer is the screen the phone shows.
 */
export class UssdSession {
  readonly answers: string[] = [];
  readonly screens: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    readonly phone: string,
    readonly sessionId = `ATUid_${randomBytes(8).toString('hex')}`,
  ) {}

  /** Posts the session's text as it stands, answering with the raw body (CON ... / END ...). */
  async post(text = this.answers.join('*')): Promise<string> {
    const response = await this.app.inject({
      method: 'POST',
      url: USSD_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: ussdForm({ sessionId: this.sessionId, phoneNumber: this.phone, text }),
    });
    if (response.statusCode !== 200) throw new Error(`USSD answered ${response.statusCode}: ${response.body}`);
    this.screens.push(response.body);
    return response.body;
  }

  dial(): Promise<string> {
    return this.post('');
  }

  press(answer: string): Promise<string> {
    this.answers.push(answer);
    return this.post();
  }

  /** Presses the number the last screen shows beside `label`, or 9 (More) until a screen shows it. */
  async choose(label: string): Promise<string> {
    for (let pages = 0; pages < 10; pages += 1) {
      const screen = this.screens.at(-1) ?? '';
      const line = screen.split('\n').find((text) => new RegExp(`^(CON )?[1-8] ${label}`).test(text));
      if (line) return this.press(/([1-8]) /.exec(line)?.[1] ?? '');
      if (!/\n9 More/.test(screen)) throw new Error(`"${label}" is not on the screen:\n${screen}`);
      await this.press('9');
    }
    throw new Error(`"${label}" not found`);
  }
}
