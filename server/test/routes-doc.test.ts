import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes, renderRoutesDoc, ROUTES_DOC, routeRows } from '../scripts/routes-doc';
import { serverRoot } from '../src/lib/paths';

const repoRoot = path.join(serverRoot, '..');

describe('docs/routes.md', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await declaredRoutes();
  });

  it('when the routes change, then docs/routes.md is regenerated with them', () => {
    const written = existsSync(ROUTES_DOC) ? readFileSync(ROUTES_DOC, 'utf8') : '';
    expect(written === renderRoutesDoc(routes), 'docs/routes.md is stale: run npm run docs:routes').toBe(true);
  });

  it('when a route is listed, then the file named is there', () => {
    const missing = routeRows(routes).filter((row) => !existsSync(path.join(repoRoot, row.file)));
    expect(missing).toEqual([]);
  });

  it('when a module route is listed, then its file is the one that spells its path', () => {
    // Catches a wrong entry in app.ts's module list (or accounts.routes.ts's): the path is written in its handler's file.
    const misplaced = routeRows(routes)
      .filter((row) => row.file.includes('/modules/'))
      .filter((row) => !readFileSync(path.join(repoRoot, row.file), 'utf8').includes(`'${row.path}'`))
      .map((row) => `${row.path} is not in ${row.file}`);
    expect(misplaced).toEqual([]);
  });
});
