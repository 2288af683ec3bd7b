// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries are Biome rules (biome.json, noRestrictedImports per folder depth). These
 * lint deliberate fixtures with the repository's own biome.json, each written at the path it
 * pretends to have in a scratch folder (Biome applies overrides by path; its stdin mode reports
 * nothing), so a rule that stops matching fails here.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const biome = join(repoRoot, 'node_modules/.bin/biome');
const scratch = mkdtempSync(join(tmpdir(), 'lj-boundaries-'));
const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
writeFileSync(join(scratch, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(path: string, source: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  const run = spawnSync(biome, ['lint', path], { cwd: scratch, encoding: 'utf8' });
  rmSync(file);
  return { failed: run.status !== 0, output: run.stdout + run.stderr };
}

const refused = (path: string, source: string) => {
  const result = lint(path, source);
  expect(result.output).toContain('noRestrictedImports');
  expect(result.failed).toBe(true);
};

const allowed = (path: string, source: string) => {
  const result = lint(path, source);
  expect(result.output).not.toContain('noRestrictedImports');
  expect(result.failed).toBe(false);
};

const use = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('web import boundaries', () => {
  it('when a screen imports another feature, then lint fails', () => {
    refused('web/src/features/cv/deliberate-screen.tsx', use('../profile/components/profile-form'));
    refused('web/src/features/cv/deliberate-screen.tsx', use('../../features/profile/job-seeker-profile-screen'));
  });

  it('when a feature component imports another feature, then lint fails', () => {
    refused('web/src/features/cv/components/deliberate.tsx', use('../../jobs/components/job-card'));
    refused('web/src/features/cv/components/parts/deliberate.tsx', use('../../../auth/components/auth-card'));
  });

  it('when a feature imports its own files, the data layer or shared parts, then lint passes', () => {
    allowed('web/src/features/cv/deliberate-screen.tsx', use('./components/entries-editor'));
    allowed('web/src/features/cv/deliberate-screen.tsx', use('../../api/cv'));
    allowed('web/src/features/cv/components/deliberate.tsx', use('../cv-rules'));
    allowed('web/src/features/cv/components/deliberate.tsx', use('../../../components/ui/field'));
  });

  it('when shared code imports a feature, then lint fails', () => {
    refused('web/src/api/deliberate.ts', use('../features/jobs/job-filters'));
    refused('web/src/components/ui/deliberate.tsx', use('../../features/auth/components/auth-card'));
    refused('web/src/lib/deliberate.ts', use('../features/jobs/job-filters'));
  });
});
