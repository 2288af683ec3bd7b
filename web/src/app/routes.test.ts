// @vitest-environment node
// Node, as the server build: there `import.meta.env.SSR` is true and the entries carry their server side.
import { isValidElement } from 'react';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { RequireAuth } from '../features/auth/components/require-auth';
import type { Access, PageRoute } from './route-entry';
import { createRoutes } from './router';
import { routes } from './routes';

const entries = routes.flatMap((section) => section.children.map((entry) => ({ ...entry, access: section.access })));
const pages = entries.filter((entry): entry is PageRoute & { access: Access } => 'screen' in entry);

/** An address the pattern matches: every parameter (optional ones too) is 1. */
const sampleUrl = (pattern: string) => (pattern === '*' ? '/no/such/page' : pattern.replaceAll(/:\w+\??/g, '1'));

/** Each page route of the router's tree, with the roles of the guards above it (null: no guard). */
function guardedLeaves(tree: RouteObject[], guard: Access | null = null): Array<[string, Access | null]> {
  return tree.flatMap((route) => {
    const element = route.element;
    const roles =
      isValidElement<{ roles?: Access }>(element) && element.type === RequireAuth ? element.props.roles : undefined;
    const here = isValidElement(element) && element.type === RequireAuth ? (roles ?? 'signed-in') : guard;
    if (route.children) return guardedLeaves(route.children, here);
    return route.path ? [[route.path, here]] : [];
  });
}

describe('the route table', () => {
  it('when pages are listed, then each path is there once and comes from config/paths.ts', () => {
    const known = new Set<string>(Object.values(paths).map((path) => path.path));
    const listed = entries.map((entry) => entry.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((path) => path !== '*' && !known.has(path))).toEqual([]);
  });

  it('when the router is built, then every guarded page sits under its section guard and public pages under none', () => {
    const leaves = new Map(guardedLeaves(createRoutes(null)));
    for (const entry of entries)
      expect(leaves.get(entry.path)).toEqual(entry.access === 'public' ? null : entry.access);
  });

  it('when a guarded section is built, then its guard is written once, not per page', () => {
    const guards = (tree: RouteObject[]): number =>
      tree.reduce(
        (count, route) =>
          count +
          (isValidElement(route.element) && route.element.type === RequireAuth ? 1 : 0) +
          guards(route.children ?? []),
        0,
      );
    expect(guards(createRoutes(null))).toBe(routes.filter((section) => section.access !== 'public').length);
  });

  it('when a page is server-rendered, then it is public and the router shows its own screen at that address', async () => {
    const rendered = pages.filter((page) => page.serverPage);
    expect(rendered.map((page) => page.path)).toEqual(
      expect.arrayContaining([paths.home.path, paths.jobs.path, paths.jobDetail.path, '*']),
    );
    for (const { path, access, serverPage, serverPath } of rendered) {
      const url = sampleUrl(serverPath ?? path);
      expect(access).toBe('public');
      // A narrower server path is still one of the route's own addresses.
      if (serverPath) expect(matchPath(path, url)).not.toBeNull();
      expect(matchRoutes(createRoutes(null), url)?.at(-1)?.route.path).toBe(path);
      const module = await serverPage?.();
      expect(typeof module?.meta).toBe('function');
    }
  });

  it('when a page is left to the browser, then its first HTML still has a title unless it only redirects', () => {
    const untitled = pages.filter((page) => !page.serverPage && !page.title);
    expect(untitled.map((page) => page.path).sort()).toEqual([paths.companyLegacy.path, paths.jobLegacy.path].sort());
  });
});
