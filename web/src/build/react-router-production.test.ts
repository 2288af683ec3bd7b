// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction } from './react-router-production';

const resolve = (id: string) => {
  const hook = reactRouterProduction().resolveId as { handler: (id: string) => string | undefined };
  return hook.handler(id);
};

describe('reactRouterProduction', () => {
  it('when a build imports react-router or react-router/dom, then it gets the production build, warnings off', () => {
    for (const id of ['react-router', 'react-router/dom']) {
      const file = resolve(id);
      expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
      // Its folder's modules set the warnings flag, and set it off.
      const folder = path.dirname(file as string);
      const flags = readdirSync(folder)
        .filter((name) => name.endsWith('.mjs'))
        .flatMap((name) => readFileSync(path.join(folder, name), 'utf8').match(/ENABLE_DEV_WARNINGS = \w+/g) ?? []);
      expect(flags.length).toBeGreaterThan(0);
      expect(new Set(flags)).toEqual(new Set(['ENABLE_DEV_WARNINGS = false']));
    }
  });

  it('when any other module is imported, then it is left to Vite', () => {
    expect(resolve('react-router-dom')).toBeUndefined();
    expect(resolve('react')).toBeUndefined();
  });
});
