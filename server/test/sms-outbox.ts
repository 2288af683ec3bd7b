import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sms } from '../src/lib/sms/sms-sender';

/** Every SMS the app's outbox sender wrote into DATA_DIR/sms-outbox, oldest first. */
export function readSmsOutbox(dataDir: string): Sms[] {
  const outbox = path.join(dataDir, 'sms-outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as Sms);
}
