// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProduction, withoutWarnings } from './react-router-production';

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

describe('withoutWarnings', () => {
  it('when code calls a warning function, then the call becomes void 0 and everything else stays', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test holds a template literal
    const code = 'f(warning(ok, `bad ${path.replace(/x/, "y")}`));\nwarnOnce(a, "once");\ninvariant(b, "kept");';
    expect(withoutWarnings(code)).toBe('f(void 0);\nvoid 0;\ninvariant(b, "kept");');
  });

  it('when code calls no warning function, then it is left alone', () => {
    expect(withoutWarnings('invariant(b, "kept"); console.warn("mine");')).toBeUndefined();
  });

  it("when React Router's production build is built, then its warnings' messages are gone and its invariants' kept", () => {
    const folder = path.dirname(resolve('react-router') as string);
    const code = readdirSync(folder)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => {
        const source = readFileSync(path.join(folder, name), 'utf8');
        return withoutWarnings(source) ?? source;
      })
      .join('\n');
    // Their definitions stay (the minifier drops them once nothing calls them); no call does.
    expect(code).not.toMatch(/(?<!function )\b(warning|warningOnce|warnOnce)\(/);
    expect(code).not.toContain('could not be decoded because it is a malformed URL segment');
    expect(code).toContain('You must provide a non-empty routes array to createRouter');
  });
});
