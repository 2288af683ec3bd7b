import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/lib/paths';

/**
 * The import rules of biome.json (its noRestrictedImports overrides, server and web, and noImportCycles) on
 * deliberate fixtures: `npm run lint` holds the real tree to them; this shows they refuse what they are for
 * and let the rest through.
 */
const repoRoot = path.join(serverRoot, '..');
const biome = path.join(repoRoot, 'node_modules', '.bin', 'biome');

const MODULE = "Import another module only through its public file: '../<module>' (its index.ts).";
const APP = "Import a module only through its public file: 'modules/<module>' (its index.ts).";
const LAYER =
  'lib/, db/ and plugins/ are what modules build on: they never import a module (a module passes in what they need).';
const CLI = 'A module never imports the CLI: the CLI is a face over module code, so code both use lives in a module.';
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
    refused: LAYER,
  },
  {
    when: 'a plugin imports a module',
    file: 'server/src/plugins/deliberate.ts',
    from: '../modules/jobs',
    refused: LAYER,
  },
  {
    when: 'lib/ imports a module',
    file: 'server/src/lib/deliberate.ts',
    from: '../modules/subscription',
    refused: LAYER,
  },
  {
    when: "a lib/ subfolder imports a module's file",
    file: 'server/src/lib/sms/deliberate.ts',
    from: '../../modules/alerts/digest',
    refused: LAYER,
  },
  {
    when: 'the seed (db/) imports a module',
    file: 'server/src/db/seed/deliberate.ts',
    from: '../../modules/subscription',
    refused: LAYER,
  },
  { when: 'db/ imports a module', file: 'server/src/db/deliberate.ts', from: '../modules/jobs', refused: LAYER },
  {
    when: 'a lib/ test imports a module',
    file: 'server/src/lib/deliberate.test.ts',
    from: '../modules/jobs',
    refused: LAYER,
  },
  {
    when: 'a lib/ test imports test code',
    file: 'server/src/lib/deliberate.test.ts',
    from: '../../test/fixtures',
    refused: null,
  },
  { when: 'lib/ imports db/', file: 'server/src/lib/deliberate.ts', from: '../db/client', refused: null },
  { when: 'a plugin imports db/', file: 'server/src/plugins/deliberate.ts', from: '../db/schema', refused: null },
  {
    when: 'the CLI imports a module',
    file: 'server/src/cli/commands/deliberate.ts',
    from: '../../modules/settings',
    refused: null,
  },
  {
    when: 'a module imports a CLI command',
    file: 'server/src/modules/staff-settings/deliberate.ts',
    from: '../../cli/commands/flags',
    refused: CLI,
  },
  {
    when: "a module imports the CLI's shared file",
    file: 'server/src/modules/staff-settings/deliberate.ts',
    from: '../../cli/command',
    refused: CLI,
  },
  {
    when: "a module's subfolder imports a CLI command",
    file: 'server/src/modules/jobs/parts/deliberate.ts',
    from: '../../../cli/commands/plans',
    refused: CLI,
  },
  {
    when: "a module's test imports a CLI command",
    file: 'server/src/modules/staff-users/deliberate.test.ts',
    from: '../../cli/commands/set-role',
    refused: CLI,
  },
  {
    when: 'a module imports the database client (a name that starts like cli)',
    file: 'server/src/modules/jobs/deliberate.ts',
    from: '../../db/client',
    refused: null,
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

/** A loop of imports, of any kind: biome.json's noImportCycles counts type-only and lazy imports too. */
type CycleCase = { when: string; files: Record<string, string>; refused: string[] };

const CYCLE = 'This import is part of a cycle.';

const cycleCases: CycleCase[] = [
  {
    when: 'two server files import each other',
    files: {
      'server/src/lib/a.ts': "import { b } from './b';\n\nexport const a = () => b;\n",
      'server/src/lib/b.ts': "import { a } from './a';\n\nexport const b = () => a;\n",
    },
    refused: ['server/src/lib/a.ts', 'server/src/lib/b.ts'],
  },
  {
    when: 'a type-only import closes a loop through three files',
    files: {
      'server/src/config.ts':
        "import type { Settings } from './lib/sms/adapter';\n\nexport type Config = { sms: Settings };\n",
      'server/src/lib/sms/adapter.ts':
        "import type { Sender } from './sender';\n\nexport type Settings = { from: string; sender?: Sender };\n",
      'server/src/lib/sms/sender.ts':
        "import type { Config } from '../../config';\n\nexport type Sender = { config: Config };\n",
    },
    refused: ['server/src/config.ts', 'server/src/lib/sms/adapter.ts', 'server/src/lib/sms/sender.ts'],
  },
  {
    when: 'a lazy import closes a loop in web',
    files: {
      'web/src/lib/client.ts':
        "import type { Request } from './request';\n\nexport const load = (): Promise<Request> => import('./request').then((m) => m.request);\n",
      'web/src/lib/request.ts':
        "import { load } from './client';\n\nexport type Request = () => unknown;\nexport const request: Request = () => load;\n",
    },
    refused: ['web/src/lib/client.ts', 'web/src/lib/request.ts'],
  },
  {
    when: 'imports go one way only, lazy and type-only ones included',
    files: {
      'web/src/lib/client.ts':
        "import type { Request } from './request';\nimport { API } from './shared';\n\nexport const load = (): Promise<Request> => import('./request').then((m) => m.request);\nexport const base = API;\n",
      'web/src/lib/request.ts':
        "import { API } from './shared';\n\nexport type Request = () => string;\nexport const request: Request = () => API;\n",
      'web/src/lib/shared.ts': "export const API = '/api';\n",
    },
    refused: [],
  },
];

/**
 * Lints files written into a fresh folder beside a copy of the repository's biome.json, and returns the
 * messages of one rule by file. Each case is a project of its own, so a refusal can only come from its
 * fixtures. Fixtures are real files: Biome's --stdin-file-path mode prints no lint diagnostics (and exits 1
 * even on clean code).
 */
function lintFixtures(root: string, files: Record<string, string>, rule: string): Map<string, string[]> {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  copyFileSync(path.join(repoRoot, 'biome.json'), path.join(root, 'biome.json'));
  const result = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=github', ...Object.keys(files)], {
    cwd: root,
    encoding: 'utf8',
  });
  const found = new Map<string, string[]>();
  for (const line of result.stdout.split('\n').filter((line) => line.includes(`title=lint/${rule},`))) {
    const file = path.relative(root, /,file=([^,]+),/.exec(line)?.[1] ?? '');
    found.set(file, [...(found.get(file) ?? []), line.slice(line.lastIndexOf('::') + 2)]);
  }
  if (result.status !== 0 && found.size === 0) throw new Error(`biome failed: ${result.stdout}${result.stderr}`);
  return found;
}

describe('import boundaries (biome.json)', () => {
  let project: string;
  /** The refusal messages Biome gave, by case index. */
  const refusals = new Map<number, string[]>();

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'lj-boundaries-'));
    cases.forEach((c, index) => {
      const fixture = { [c.file]: `import { x } from '${c.from}';\n\nexport const y = x;\n` };
      const found = lintFixtures(path.join(project, `case-${index}`), fixture, 'style/noRestrictedImports');
      refusals.set(index, found.get(c.file) ?? []);
    });
  }, 60_000);

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  cases.forEach((c, index) => {
    it(`when ${c.when}, then it is ${c.refused ? 'refused' : 'allowed'}`, () => {
      expect(refusals.get(index)).toEqual(c.refused ? [c.refused] : []);
    });
  });
});

describe('import cycles (biome.json)', () => {
  let project: string;
  /** The cycle messages Biome gave, by case index, then by file. */
  const refusals = new Map<number, Map<string, string[]>>();

  beforeAll(() => {
    project = mkdtempSync(path.join(tmpdir(), 'lj-cycles-'));
    cycleCases.forEach((c, index) => {
      refusals.set(index, lintFixtures(path.join(project, `case-${index}`), c.files, 'suspicious/noImportCycles'));
    });
  }, 60_000);

  afterAll(() => rmSync(project, { recursive: true, force: true }));

  cycleCases.forEach((c, index) => {
    it(`when ${c.when}, then ${c.refused.length > 0 ? 'each file of the loop is refused' : 'nothing is refused'}`, () => {
      const found = refusals.get(index) ?? new Map<string, string[]>();
      expect([...found.keys()].sort()).toEqual(c.refused);
      for (const messages of found.values()) expect(new Set(messages)).toEqual(new Set([CYCLE]));
    });
  });
});
