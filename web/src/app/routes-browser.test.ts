import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { preloadScreen } from './router';
import { routes } from './routes';

// jsdom, as the browser build: `import.meta.env.SSR` is false.
const pages = routes.flatMap((section) => section.children).filter((entry) => 'screen' in entry);

describe('the route table in the browser', () => {
  it("when the browser's build reads it, then no entry carries its server side (titles, head and prefetch modules)", () => {
    const serverSide = pages.filter((page) => 'title' in page || 'serverPage' in page);
    expect(serverSide).toEqual([]);
  });

  it("when the browser's build reads it, then a public page has no screen of its own there (the server renders it)", () => {
    const serverPages = pages.filter((page) => page.page && !page.serverPath);
    expect(serverPages.length).toBeGreaterThan(10);
    // One placeholder for all: no import() of a public screen is left for the browser's bundler.
    expect(new Set(serverPages.map((page) => page.screen)).size).toBe(1);
  });

  it("when a page's address is preloaded, then only the screen the router shows there is fetched", () => {
    const preloads = pages.map((page) => vi.spyOn(page.screen, 'preload').mockResolvedValue(undefined));
    // '/company/post-job' also fits the public company page '/company/:companyId'.
    preloadScreen(paths.companyPostJob.href());
    const called = pages.filter((_page, index) => preloads[index]?.mock.calls.length);
    expect(called.map((page) => page.path)).toEqual([paths.companyPostJob.path]);
    for (const preload of preloads) preload.mockRestore();
  });
});
