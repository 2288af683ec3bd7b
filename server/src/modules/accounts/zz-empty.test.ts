import { it, expect } from 'vitest';
import { TestClient } from '../../../test/client';
import { createTestApp } from '../../../test/test-app';
it('x', async () => {
  const t = await createTestApp();
  const c = new TestClient(t.app);
  const r = await c.post('/accounts/api/logout/', undefined, { headers: { 'content-type': 'application/json' } });
  console.log(r.statusCode, r.body);
  await t.close();
});
