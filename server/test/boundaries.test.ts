import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/lib/paths';

/**
 * The import rules of biome.json (its noRestrictedImports overrides, server and web) on deliberate fixtures: `npm run lint`
 * holds the real tree to them; this shows they refuse what they are for and let the rest through.
 * Fixtures are real files in throwaway folders: Biome's --stdin-file-path mode prints no lint
 * diagnostics (and exits 1 even on clean code).
 */
const repoRoot = path.join(serverRoot, '..');
const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');

const MODULE = "Import another module only through its public file: '../<module>' (its index.ts).";
const APP = "Import a module only through its public file: 'modules/<module>' (its index.ts).";
const TEST_CODE = 'server/src/ is what ships: it never imports test code (server/test/).';
const FEATURE =
  'A feature never imports another feature: shared reads live in web/src/api/, shared parts in web/src/features/shared/, web/src/components/ or web/src/lib/.';
const SHARED_FEATURE = 'web/src/features/shared/ is what features share: it never imports a feature.';
const SHARED_WEB =
  'Shared code never imports a feature: features build on api/, components/ and lib/, not the other way round.';

type Case = { when: string; file: string; from: string; refused: string | null };

const cases: Case[] = [
  {
    when: "a module imports another module's repository",
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '../subscription/subscription.repository',
    refused: MODULE,
  },
  {
    when: 'a module imports another module through its public file',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '../subscription',
    refused: null,
  },
  {
    when: 'a module reaches another module the long way round',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '../../modules/subscription/subscription.repository',
    refused: MODULE,
  },
  {
    when: 'a module imports its own files',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: './jobs.repository',
    refused: null,
  },
  {
    when: 'a module imports lib/',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '../../lib/pagination',
    refused: null,
  },
  {
    when: 'a module imports a package',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '@lj/contract',
    refused: null,
  },
  {
    when: 'a module imports test code',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '../../../test/fixtures',
    refused: TEST_CODE,
  },
  {
    when: "a module's test imports test code",
    file: 'server/src/modules/jobs/deliberate.test.ts',
    from: '../../../test/fixtures',
    refused: null,
  },
  {
    when: "a module's test imports another module's repository",
    file: 'server/src/modules/jobs/deliberate.test.ts',
    from: '../settings/settings.repository',
    refused: MODULE,
  },
  {
    when: "a module's subfolder imports another module's repository",
    file: 'server/src/modules/jobs/parts/deliberate.ts',
    from: '../../subscription/subscription.repository',
    refused: MODULE,
  },
  {
    when: "a module's subfolder imports its own module",
    file: 'server/src/modules/jobs/parts/deliberate.ts',
    from: '../jobs.repository',
    refused: null,
  },
  {
    when: 'a plugin imports test code',
    file: 'server/src/plugins/deliberate.ts',
    from: '../../test/fixtures',
    refused: TEST_CODE,
  },
  { when: 'lib/ imports a test folder', file: 'server/src/lib/deliberate.ts', from: '../test/x', refused: TEST_CODE },
  {
    when: 'the CLI imports test code',
    file: 'server/src/cli/deliberate.ts',
    from: '../../test/fixtures',
    refused: TEST_CODE,
  },
  {
    when: "the CLI imports a module's file",
    file: 'server/src/cli/commands/deliberate.ts',
    from: '../../modules/settings/settings.repository',
    refused: APP,
  },
  { when: 'a plugin imports lib/', file: 'server/src/plugins/deliberate.ts', from: '../lib/crypto', refused: null },
  {
    when: "a plugin imports a module's file",
    file: 'server/src/plugins/deliberate.ts',
    from: '../modules/jobs/jobs.repository',
    refused: APP,
  },
  {
    when: "app.ts imports a module's file",
    file: 'server/src/app.ts',
    from: './modules/jobs/list-cache',
    refused: APP,
  },
  { when: 'app.ts imports a module', file: 'server/src/app.ts', from: './modules/jobs', refused: null },
  {
    when: 'a web screen imports another feature',
    file: 'web/src/features/cv/deliberate-screen.tsx',
    from: '../profile/components/profile-form',
    refused: FEATURE,
  },
  {
    when: 'a web screen reaches another feature the long way round',
    file: 'web/src/features/cv/deliberate-screen.tsx',
    from: '../../features/profile/job-seeker-profile-screen',
    refused: FEATURE,
  },
  {
    when: 'a feature component imports another feature',
    file: 'web/src/features/cv/components/deliberate.tsx',
    from: '../../jobs/job-filters',
    refused: FEATURE,
  },
  {
    when: 'a nested feature component imports another feature',
    file: 'web/src/features/cv/components/parts/deliberate.tsx',
    from: '../../../auth/components/auth-card',
    refused: FEATURE,
  },
  {
    when: 'a web screen imports its own components',
    file: 'web/src/features/cv/deliberate-screen.tsx',
    from: './components/entries-editor',
    refused: null,
  },
  {
    when: 'a web screen imports the data layer',
    file: 'web/src/features/cv/deliberate-screen.tsx',
    from: '../../api/cv',
    refused: null,
  },
  {
    when: 'a feature component imports its feature and shared parts',
    file: 'web/src/features/cv/components/deliberate.tsx',
    from: '../../../components/ui/field',
    refused: null,
  },
  {
    when: 'a web screen imports the shared feature',
    file: 'web/src/features/cv/deliberate-screen.tsx',
    from: '../shared/job-card',
    refused: null,
  },
  {
    when: 'a web screen reaches the shared feature the long way round',
    file: 'web/src/features/cv/deliberate-screen.tsx',
    from: '../../features/shared/job-card',
    refused: null,
  },
  {
    when: 'a feature component imports the shared feature',
    file: 'web/src/features/cv/components/deliberate.tsx',
    from: '../../shared/save-job/save-job-form',
    refused: null,
  },
  {
    when: 'a nested feature component imports the shared feature',
    file: 'web/src/features/cv/components/parts/deliberate.tsx',
    from: '../../../shared/list-state',
    refused: null,
  },
  {
    when: 'the shared feature imports a feature',
    file: 'web/src/features/shared/deliberate.tsx',
    from: '../jobs/job-filters',
    refused: SHARED_FEATURE,
  },
  {
    when: 'the shared feature reaches a feature the long way round',
    file: 'web/src/features/shared/deliberate.tsx',
    from: '../../features/profile/job-seeker-profile-screen',
    refused: SHARED_FEATURE,
  },
  {
    when: "a shared feature's subfolder imports a feature",
    file: 'web/src/features/shared/save-job/deliberate.tsx',
    from: '../../saved-jobs/saved-jobs-screen',
    refused: SHARED_FEATURE,
  },
  {
    when: "a shared feature's nested subfolder imports a feature",
    file: 'web/src/features/shared/cv/parts/deliberate.tsx',
    from: '../../../auth/components/auth-card',
    refused: SHARED_FEATURE,
  },
  {
    when: 'the shared feature imports its own parts and lib/',
    file: 'web/src/features/shared/deliberate.tsx',
    from: './save-job/save-job-form',
    refused: null,
  },
  {
    when: "a shared feature's subfolder imports a shared sibling",
    file: 'web/src/features/shared/save-job/deliberate.tsx',
    from: '../job-card',
    refused: null,
  },
  {
    when: "a shared feature's subfolder imports lib/",
    file: 'web/src/features/shared/save-job/deliberate.tsx',
    from: '../../../lib/format',
    refused: null,
  },
  {
    when: 'a shared component imports the shared feature',
    file: 'web/src/components/ui/deliberate.tsx',
    from: '../../features/shared/job-card',
    refused: SHARED_WEB,
  },
  {
    when: 'the data layer imports a feature',
    file: 'web/src/api/deliberate.ts',
    from: '../features/jobs/job-filters',
    refused: SHARED_WEB,
  },
  {
    when: 'a shared component imports a feature',
    file: 'web/src/components/ui/deliberate.tsx',
    from: '../../features/auth/components/auth-card',
    refused: SHARED_WEB,
  },
  {
    when: 'web lib/ imports a feature',
    file: 'web/src/lib/deliberate.ts',
    from: '../features/jobs/job-filters',
    refused: SHARED_WEB,
  },
];

describe('import boundaries (biome.json)', () => {
  let project: string;
  /** The refusal messages Biome gave, by case index. */
  const refusals = new Map<number, string[]>();

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'lj-boundaries-'));
    // Each case is a project of its own (the repository's biome.json, one fixture where the case
    // puts it), so a refusal can only come from that fixture.
    cases.forEach((c, index) => {
      const root = path.join(project, `case-${index}`);
      mkdirSync(path.dirname(path.join(root, c.file)), { recursive: true });
      copyFileSync(path.join(repoRoot, 'biome.json'), path.join(root, 'biome.json'));
      writeFileSync(path.join(root, c.file), `import { x } from '${c.from}';\n\nexport const y = x;\n`);
      const result = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=github', c.file], {
        cwd: root,
        encoding: 'utf8',
      });
      const messages = result.stdout
        .split('\n')
        .filter((line) => line.includes('title=lint/style/noRestrictedImports'))
        .map((line) => line.slice(line.lastIndexOf('::') + 2));
      if (result.status !== 0 && messages.length === 0)
        throw new Error(`biome failed: ${result.stdout}${result.stderr}`);
      refusals.set(index, messages);
    });
  }, 60_000);

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  cases.forEach((c, index) => {
    it(`when ${c.when}, then it is ${c.refused ? 'refused' : 'allowed'}`, () => {
      expect(refusals.get(index)).toEqual(c.refused ? [c.refused] : []);
    });
  });
});
