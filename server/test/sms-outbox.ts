import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sms } from '../src/lib/sms/sms-sender';

/** The SMS the outbox sender wrote under `dataDir`, oldest first (file names start with the time). */
export function outboxSms(dataDir: string): Sms[] {
  const folder = path.join(dataDir, 'sms-outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Sms);
}

/** The last confirmation code sent to `phone`, or undefined when none was. */
export function lastCodeTo(dataDir: string, phone: string): string | undefined {
  const texts = outboxSms(dataDir).filter((sms) => sms.to === phone);
  return /code: ([0-9]{6})/.exec(texts.at(-1)?.text ?? '')?.[1];
}
