// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the pages most first visits open import before anything is tapped: their static imports, at any
 * depth (a lazy `import()` is not followed). bench:size measures the bytes; this keeps the forms'
 * libraries out in every build: zod with every contract schema is 28 KB brotli, and one value import
 * from '@lj/contract' (instead of its zod-free '@lj/contract/choices') brought all of it to a job's page.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const CONTRACT = path.resolve(SRC, '../../contract');
const contractExports = JSON.parse(readFileSync(path.join(CONTRACT, 'package.json'), 'utf8')).exports as Record<
  string,
  string
>;

// `import x from '...'`, `import { a, type B } from '...'`, `export { a } from '...'`, `export * from '...'`, `import '...'`.
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';?$/gm;
const onlyTypes = (names: string) =>
  /^\{[\s\S]*\}$/.test(names) &&
  names
    .slice(1, -1)
    .split(',')
    .every((name) => /^\s*(type\s|$)/.test(name));

function resolveFile(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier === '@lj/contract' || specifier.startsWith('@lj/contract/')) {
    const target = contractExports[`.${specifier.slice('@lj/contract'.length)}`];
    return target ? path.join(CONTRACT, target) : null;
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Every package and every contract entry the file reaches through static imports. */
function reachedImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, typeOnly, names, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly || (names && onlyTypes(names)) || !specifier) continue;
      if (!specifier.startsWith('.')) reached.add(specifier);
      const next = resolveFile(file, specifier);
      if (next) visit(next);
    }
  };
  visit(path.join(SRC, entry));
  return reached;
}

const FORM_LIBRARIES = /^(zod(\/.*)?|react-hook-form|@hookform\/.*|@lj\/contract)$/;
/** What a form page may not load before a person starts filling it in: zod and the schemas. */
const SCHEMAS = /^(zod(\/.*)?|@hookform\/.*|@lj\/contract)$/;

const reachedOf = (entry: string, libraries: RegExp) =>
  [...reachedImports(entry)].filter((specifier) => libraries.test(specifier));

describe('first-visit imports', () => {
  it.each([
    ['any page (the shell every visit loads)', 'main.tsx'],
    ['a job page', 'features/jobs/job-detail-screen.tsx'],
    ['the job list', 'features/jobs/jobs-screen.tsx'],
    ['the landing page', 'features/landing/landing-screen.tsx'],
  ])(
    'when a visitor opens %s, then its screen imports neither zod, react-hook-form nor the contract schemas',
    (_, entry) => {
      expect(reachedOf(entry, FORM_LIBRARIES)).toEqual([]);
    },
  );

  // Their forms validate with the schemas, fetched at the first focus (lib/lazy-resolver.ts).
  it.each([
    ['the login page', 'features/auth/login-screen.tsx'],
    ['a job seeker registration page', 'features/auth/register-job-seeker-screen.tsx'],
    ['a company registration page', 'features/auth/register-company-screen.tsx'],
    ['the password reset page', 'features/auth/reset-password-screen.tsx'],
    ['the new password page', 'features/auth/reset-password-confirm-screen.tsx'],
  ])(
    'when a visitor opens %s, then it imports neither zod nor the contract schemas until the form is used',
    (_, entry) => {
      expect(reachedOf(entry, SCHEMAS)).toEqual([]);
    },
  );

  it('when a screen imports the contract schemas, then the check sees it', () => {
    expect(reachedImports('features/profile/components/profile-form.tsx')).toContain('@lj/contract');
    expect(reachedImports('features/profile/components/profile-form.tsx')).toContain('zod');
  });
});
