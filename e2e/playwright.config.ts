import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The real production build on its own port and a throwaway data folder (PGlite, outbox, uploads). */
export const PORT = Number(process.env.E2E_PORT ?? 8123);
/** The fake MTN MoMo API (server/test/fake-momo.ts) the server pays through, on a port of its own. */
export const MOMO_PORT = Number(process.env.E2E_MOMO_PORT ?? PORT + 1000);
export const E2E_USSD_SECRET = 'e2e-ussd-secret-0123456789';
export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, 'test-data'));
// Workers load this file too: only the main process may wipe the folder, before it starts the server.
if (!process.env.TEST_WORKER_INDEX) rmSync(DATA_DIR, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx test/fake-momo-server.ts ${MOMO_PORT}`,
      cwd: path.join(import.meta.dirname, '../server'),
      url: `http://127.0.0.1:${MOMO_PORT}/_fake/requests`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../server/dist/server.js',
      url: `http://localhost:${PORT}/companies/api/settings/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR,
        NODE_ENV: 'development',
        // The test client is the proxy: a test may name the address a request comes from (X-Forwarded-For).
        TRUST_PROXY: 'loopback',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: '',
        // Every test's browser signs up from this one machine: more than the 10 an hour an address gets.
        REGISTRATIONS_PER_IP_PER_HOUR: '1000',
        // Every test signs in from this one address: the per-address login limit would refuse the suite.
        LOGINS_PER_IP_PER_15_MINUTES: '10000',
        // The USSD gateway's callback answers at /api/ussd/{this}/ (tests/ussd.spec.ts plays the gateway).
        USSD_CALLBACK_SECRET: E2E_USSD_SECRET,
        // Companies may pay by MTN MoMo request-to-pay, through the fake MoMo API above.
        MOMO_BASE_URL: `http://127.0.0.1:${MOMO_PORT}`,
        MOMO_SUBSCRIPTION_KEY: 'fake-momo-subscription-key-0123',
        MOMO_API_USER: '0c9b6f8e-3f2a-4d51-9e1b-7a2c5d8e4f10',
        MOMO_API_KEY: 'fake-momo-api-key-456789',
        // A run against its own web build (WEB_DIST and WEB_DIST-ssr) instead of web/dist.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
  ],
});
