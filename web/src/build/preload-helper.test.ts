import { describe, expect, it } from 'vitest';
import { preloadHelper } from './preload-helper';

const load = (id: string) => {
  const hook = preloadHelper().load as { handler: (id: string) => string | undefined };
  return hook.handler(id);
};

describe('preloadHelper', () => {
  it("when Vite asks for its preload helper, then it gets the app's preloadChunks under the helper's name", () => {
    expect(load('\0vite/preload-helper.js')).toBe(
      'export { preloadChunks as __vitePreload } from "/src/lib/preload-chunks.ts";',
    );
  });

  it('when any other module is loaded, then it is left to the other plugins', () => {
    expect(load('/src/main.tsx')).toBeUndefined();
  });
});
