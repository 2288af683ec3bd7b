import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin, parseAst } from 'vite';

/**
 * The production build's functions that only print a warning to the console: `warning(cond, message)`,
 * `warningOnce(key, cond, message)` and `warnOnce(cond, message)`.
 */
const WARNING_FUNCTIONS = new Set(['warning', 'warningOnce', 'warnOnce']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every call of a warning function in `code`, outermost only, in source order. */
function warningCalls(code: string): Node[] {
  const calls: Node[] = [];
  const visit = (node: Node): void => {
    const callee = node.callee as Node | undefined;
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      WARNING_FUNCTIONS.has(callee.name as string)
    ) {
      calls.push(node);
      return;
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(parseAst(code) as unknown as Node);
  return calls;
}

/**
 * `code` with every warning call replaced by `void 0`: the call does nothing but print to the console,
 * so behaviour is unchanged and its message (a developer's hint, kept by the build the tests and
 * `vite dev` use) leaves the bundle. Returns undefined when there is none.
 */
export function withoutWarnings(code: string): string | undefined {
  const calls = warningCalls(code);
  if (calls.length === 0) return undefined;
  let out = '';
  let from = 0;
  for (const call of calls) {
    out += `${code.slice(from, call.start)}void 0`;
    from = call.end;
  }
  return out + code.slice(from);
}

/**
 * React Router 7's package.json points every import at its development build, whose
 * ENABLE_DEV_WARNINGS keeps the warning code in a production bundle (remix-run/react-router#14102).
 * Its production build sits beside it, the same code with the flag off: a build resolves
 * `react-router` and `react-router/dom` there, without the console warnings it still prints (about
 * 2 KB of messages in the shell every first visit loads, bench:size). Invariants, which throw, keep
 * their messages. Tests and `vite dev` keep everything.
 */
export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  // The package's own entry, whatever the workspace layout: dist/development/index.js.
  const dist = path.dirname(path.dirname(require.resolve('react-router')));
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'production', 'index.mjs'),
    'react-router/dom': path.join(dist, 'production', 'dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler: (id) => files[id],
    },
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler: (code) => withoutWarnings(code),
    },
  };
}
