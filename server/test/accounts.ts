import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TestClient } from './client';

/** A password that passes every registration rule. */
export const STRONG_PASSWORD = 'palm-wine-harbour-42';

let lastIp = 0;
/** A new client address, so one test's sign-ups don't use up another's rate limit. */
export function freshIp(): string {
  lastIp += 1;
  return `10.20.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

let lastEmail = 0;
export const freshEmail = (prefix = 'user') => `${prefix}-${process.pid}-${++lastEmail}@example.com`;

/** Registers through the real endpoint, as the web client does, with its own browser (client). */
export async function registerThroughApi(
  app: FastifyInstance,
  options: { userType?: 'job_seeker' | 'company'; email?: string; password?: string } = {},
): Promise<{ client: TestClient; response: LightMyRequestResponse; email: string; password: string }> {
  const client = new TestClient(app, freshIp());
  const email = options.email ?? freshEmail(options.userType ?? 'job_seeker');
  const password = options.password ?? STRONG_PASSWORD;
  const response = await client.post('/accounts/api/register/', {
    email,
    password,
    password2: password,
    user_type: options.userType ?? 'job_seeker',
  });
  return { client, response, email, password };
}
