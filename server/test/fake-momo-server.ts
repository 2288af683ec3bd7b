/**
 * The fake MoMo API as a process of its own, for the browser tests (e2e/playwright.config.ts starts it
 * beside the server): `tsx test/fake-momo-server.ts <port>`. A test settles a request through `/_fake/`.
 */
import { startFakeMomo } from './fake-momo';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: fake-momo-server.ts <port>');
const fake = await startFakeMomo(port);
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
