import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../src/lib/paths';

/**
 * The README promises the Node of the root package.json's `engines` (decision 0084): every installed
 * package must run on its lowest version, and npm must refuse one that does not.
 */
const repoRoot = path.resolve(serverRoot, '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

describe('the Node the README names', () => {
  const promised = semver.minVersion(JSON.parse(read('package.json')).engines.node);

  it('when a package is installed, then its engines accept the lowest Node the README promises', () => {
    const lock = JSON.parse(read('package-lock.json')) as Lock;
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return promised && range && !semver.satisfies(promised, range, { includePrerelease: true });
      })
      .map(([name, entry]) => `${name}@${entry.version} needs node ${JSON.stringify(entry.engines)}`);
    expect(promised?.version).toBe('20.19.0');
    expect(refused).toEqual([]);
  });

  it('when npm installs, then an engine mismatch is an error, not a warning', () => {
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });
});
