/**
 * docs/routes.md: every route the app registers, with who may call it and the file that handles
 * it, read from the app itself (app.declaredRoutes, plugins/route-source.ts). Written by
 * `npm run docs:routes` (write-routes-doc.ts); test/routes-doc.test.ts fails when it is stale.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, type Db, schema } from '../src/db/client';
import { serverRoot } from '../src/lib/paths';
import type { AccessPolicy } from '../src/plugins/auth';

export const ROUTES_DOC = path.join(serverRoot, '..', 'docs', 'routes.md');

export type RouteRow = { methods: string[]; path: string; access: string; file: string };

const HEADER = `# Routes

Generated from the routes the server registers: do not edit. After adding or changing a route, run
\`npm run docs:routes\`; a server test fails while this file is stale.

Who may call: \`public\` (anyone), \`authenticated\` (any signed-in user), or the user types allowed.
Every \`GET\` also answers \`HEAD\`. The file is the one that handles the route, from the repository root.
`;

function describeAccess(policy: AccessPolicy | undefined): string {
  if (!policy) return 'nobody (no policy)';
  return typeof policy === 'string' ? policy : policy.join(', ');
}

/** By code unit, not locale: the file must not change with the machine that writes it. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One row per path and handling file, its methods merged; a GET's HEAD twin is implied, not listed. */
export function routeRows(routes: readonly RouteOptions[]): RouteRow[] {
  const rows = new Map<string, RouteRow>();
  for (const route of routes) {
    const file = route.config?.sourceFile;
    if (!file) throw new Error(`${String(route.method)} ${route.url} has no source file (plugins/route-source.ts).`);
    const access = describeAccess(route.config?.access);
    const key = `${route.url} ${file} ${access}`;
    const row = rows.get(key) ?? { methods: [], path: route.url, access, file };
    row.methods.push(...[route.method].flat().map(String));
    rows.set(key, row);
  }
  return [...rows.values()]
    .map((row) => {
      const methods = new Set(row.methods);
      if (methods.has('GET')) methods.delete('HEAD');
      return { ...row, methods: [...methods].sort() };
    })
    .sort((a, b) => compare(a.path, b.path) || compare(a.methods.join(), b.methods.join()));
}

/** A table cell: inline code, with the pipes Markdown tables split on escaped. */
const code = (text: string) => `\`${text.replaceAll('|', '\\|')}\``;

export function renderRoutesDoc(routes: readonly RouteOptions[]): string {
  const lines = ['| Method | Path | Who may call | File |', '| --- | --- | --- | --- |'];
  for (const row of routeRows(routes)) {
    lines.push(`| ${row.methods.join(', ')} | ${code(row.path)} | ${row.access} | ${code(row.file)} |`);
  }
  return `${HEADER}\n${lines.join('\n')}\n`;
}

/**
 * The app as production builds it, on an empty in-memory database (building it runs no query),
 * with a stand-in web build so the web app's routes are listed whether or not web/ was built.
 */
export async function declaredRoutes(): Promise<RouteOptions[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lj-routes-doc-'));
  const webDist = path.join(dataDir, 'web');
  const pglite = new PGlite();
  const database: Database = {
    db: drizzle(pglite, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
  try {
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Routes</title>');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SECRET_KEY: 'routes-doc-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database });
    await app.ready();
    const routes = [...app.declaredRoutes];
    await app.close();
    return routes;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
