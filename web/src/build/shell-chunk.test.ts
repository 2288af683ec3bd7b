import { describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk';

/** Feeds the plugin a static import graph the way the bundler reports it. */
function graph(imports: Record<string, string[]>) {
  const shell = shellChunk();
  const hooks = shell.plugin[0] as unknown as {
    buildStart: () => void;
    moduleParsed: (info: { id: string; importedIds: readonly string[] }) => void;
    buildEnd: () => void;
  };
  hooks.buildStart();
  for (const [id, importedIds] of Object.entries(imports)) hooks.moduleParsed({ id, importedIds });
  hooks.buildEnd();
  return shell;
}

describe('shellChunk', () => {
  const shell = graph({
    '/web/src/main.tsx': ['/web/src/app/providers.tsx'],
    '/web/src/app/providers.tsx': [],
    '/web/src/components/ui/form-field.ts': ['/node_modules/react-hook-form/index.js'],
    '/web/src/components/ui/field.tsx': ['/web/src/components/ui/form-field.ts'],
    '/web/src/components/ui/spinner.tsx': [],
    '/node_modules/react-hook-form/index.js': [],
  });

  it('when a module is imported statically by the entry, then it belongs to the shell', () => {
    expect(shell.isShellModule('/web/src/app/providers.tsx')).toBe(true);
    expect(shell.isShellModule('/web/src/components/ui/spinner.tsx')).toBe(false);
  });

  it('when a module imports a library through another module, then it reaches that library', () => {
    expect(shell.reaches('/web/src/components/ui/field.tsx', /react-hook-form/)).toBe(true);
    expect(shell.reaches('/web/src/components/ui/spinner.tsx', /react-hook-form/)).toBe(false);
  });

  it('when a module is imported, at any depth, by the one a group keeps to, then it is reached from it', () => {
    const usedByField = shell.reachedFrom(/field\.tsx$/);
    expect(usedByField('/web/src/components/ui/field.tsx')).toBe(true);
    expect(usedByField('/node_modules/react-hook-form/index.js')).toBe(true);
    expect(usedByField('/web/src/components/ui/spinner.tsx')).toBe(false);
  });
});
