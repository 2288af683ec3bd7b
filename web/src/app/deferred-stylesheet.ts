/**
 * The moment the deferred stylesheet applies to all media: index.html's inline script switches it on
 * as soon as it has loaded and leaves this promise (web/src/build/defer-stylesheet.ts). The browser
 * entry waits for it before its first render, so whatever the app draws that the server's HTML did
 * not (another page, a client-only screen) is styled. Without the script (the dev server links the
 * styles itself) there is nothing to wait for.
 */
export const stylesheetApplied = (): Promise<void> =>
  (window as { __ljStylesheet?: Promise<void> }).__ljStylesheet ?? Promise.resolve();
