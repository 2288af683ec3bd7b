// zod compiles fast validators with `new Function` after probing whether eval is allowed. Our CSP
// forbids eval, so the probe only logs a CSP violation in the console (Lighthouse counts it against
// best practices). zod reads this global config when it loads; setting it here, before any chunk
// that uses zod, turns the compiler and its probe off without pulling zod into the first script.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
