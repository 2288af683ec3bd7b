import type { Plugin } from 'vite';

/**
 * One file for the entry script and everything it imports statically (React, React Router, TanStack
 * Query, the shell), instead of Rolldown's split into shared chunks (react, jsx-runtime, api-client...):
 * one request, and one brotli dictionary, for what every first visit downloads (bench:size).
 * Lazy screens import what they share with the shell from that file.
 *
 * Runs in Node at build time (web/vite.config.ts): the plugin records the static import graph, the
 * code-splitting group below asks it which modules belong to the shell.
 */

/**
 * TanStack Query's index re-exports every hook, so the static graph reaches all of them; those only
 * lazy screens use (useQuery and its observer, mutations, infinite lists) stay out of the shell.
 */
const SCREEN_ONLY_QUERY_MODULES =
  /@tanstack[\\/].*[\\/](use[A-Z]\w*|\w*Observer|HydrationBoundary|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense|streamedQuery|infiniteQueryOptions|mutationOptions)\.js$/;

/** The code-splitting group's name for the shell (web/vite.config.ts). */
export const SHELL_CHUNK_NAME = 'index';

/**
 * V8's explicit compile hint (Chrome 136+): nearly every function of the shell runs while the page
 * starts, so V8 compiles them while the file streams in, off the main thread, instead of one by
 * one on first call inside the start-up task (Total Blocking Time). Other browsers read a
 * comment. It must be the file's first line.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Adds to `into` the roots and every node their edges lead to, at any depth; answers `into`. */
function walk(roots: readonly string[], edges: ReadonlyMap<string, readonly string[]>, into = new Set<string>()) {
  const pending = [...roots];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (into.has(next)) continue;
    into.add(next);
    pending.push(...(edges.get(next) ?? []));
  }
  return into;
}

export function shellChunk(entrySuffix = '/src/main.tsx'): {
  plugin: Plugin[];
  isShellModule: (id: string) => boolean;
  isScreenOnlyQueryModule: (id: string) => boolean;
  reaches: (id: string, target: RegExp) => boolean;
  reachedFrom: (from: RegExp) => (id: string) => boolean;
  preloadsOf: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  const staticImports = new Map<string, readonly string[]>();
  const shell = new Set<string>();
  /** Counts builds: what was computed from the import graph of an earlier build is computed again. */
  let build = 0;
  /** Each chunk's static imports by file name, for what a chunk has loaded before it imports another. */
  const chunkImports = new Map<string, readonly string[]>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    buildStart() {
      build += 1;
      staticImports.clear();
      shell.clear();
      chunkImports.clear();
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
    buildEnd() {
      const entry = [...staticImports.keys()].find((id) => id.endsWith(entrySuffix));
      walk(entry ? [entry] : [], staticImports, shell);
    },
  };
  // Chunks' final names and imports, read before Vite writes the preload lists of lazy imports.
  const importsBeforePreloads: Plugin = {
    name: 'shell-chunk-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunkImports.set(output.fileName, output.imports);
        }
      },
    },
  };
  plugin.generateBundle = {
    // After Vite has added its own lines to the top of the chunk: the hint must come first.
    order: 'post',
    handler(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.name === SHELL_CHUNK_NAME)
          output.code = `${COMPILE_HINT}\n${output.code}`;
      }
    },
  };
  // Rolldown's own helpers never reach a group: they stay a small file of their own.
  const isShellModule = (id: string) => shell.has(id) && !SCREEN_ONLY_QUERY_MODULES.test(id);
  // Chunks follow reachability, not use: left to Rolldown they would still join the entry's chunk.
  const isScreenOnlyQueryModule = (id: string) => SCREEN_ONLY_QUERY_MODULES.test(id);
  /**
   * Whether a module's static imports lead, at any depth, to a module `target` names. A group takes
   * in everything its modules import: this lets it turn away a small module that would bring a big one.
   */
  const reaches = (id: string, target: RegExp): boolean => {
    const seen = new Set<string>();
    const pending = [...(staticImports.get(id) ?? [])];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (target.test(next)) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      pending.push(...(staticImports.get(next) ?? []));
    }
    return false;
  };
  /**
   * Whether a module is among those the first module `from` names imports statically, at any depth (the
   * module itself included): a group keeps to what one screen uses. Computed once per build, on first use.
   */
  const reachedFrom = (from: RegExp) => {
    let reached = new Set<string>();
    let computedIn = 0;
    return (id: string): boolean => {
      if (computedIn !== build) {
        computedIn = build;
        const root = [...staticImports.keys()].find((module) => from.test(module));
        reached = walk(root ? [root] : [], staticImports);
      }
      return reached.has(id);
    };
  };
  /**
   * Vite's build.modulePreload.resolveDependencies: what a lazy import preloads beside itself. Not the
   * imported chunk (its own import() fetches it at once) nor what the importing chunk has loaded
   * already (its static imports, the shell and Rolldown's helpers among them): each name left out is a
   * hash fewer in the shell, the first file every visit downloads (bench:size).
   */
  const preloadsOf = (file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = walk([hostId], chunkImports);
    return deps.filter((dep) => dep !== file && !loaded.has(dep));
  };
  return {
    plugin: [plugin, importsBeforePreloads],
    isShellModule,
    isScreenOnlyQueryModule,
    reaches,
    reachedFrom,
    preloadsOf,
  };
}
