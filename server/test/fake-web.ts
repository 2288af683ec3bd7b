import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FormSubmission } from '@lj/contract';
import { createTestApp, type TestApp } from './test-app';

/**
 * A web build for server tests: index.html and a stand-in for the server entry that renders, for
 * any page, a form with the CSRF field it is given and the submission as JSON, so a test reads what
 * the real page would show (the real entry is covered by web/src/entry-server.test.tsx and e2e).
 */
function fakeWebBuild(): { webDist: string; remove(): void } {
  const webDist = mkdtempSync(path.join(tmpdir(), 'lj-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>Shell</title><!--/app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  mkdirSync(`${webDist}-ssr`);
  writeFileSync(
    path.join(`${webDist}-ssr`, 'entry-server.js'),
    `export async function render(url, { csrfToken, submission }) {
      const json = JSON.stringify(submission ?? null).replaceAll('<', '\\\\u003c');
      return {
        head: '<title>' + url.replaceAll('<', '') + '</title>',
        html: '<form method="post"><input type="hidden" name="csrfmiddlewaretoken" value="' + csrfToken + '"></form>' +
          '<script type="application/json" id="submission">' + json + '</script>',
        state: '',
        status: 200,
        page: true,
      };
    }`,
  );
  return {
    webDist,
    remove: () => {
      rmSync(webDist, { recursive: true, force: true });
      rmSync(`${webDist}-ssr`, { recursive: true, force: true });
    },
  };
}

/**
 * The real app (createTestApp) serving the fake web build, so the page forms are routes too; `env`
 * adds settings. close() removes the build with the rest.
 */
export async function createTestAppWithWeb(env: Record<string, string> = {}): Promise<TestApp> {
  const web = fakeWebBuild();
  try {
    const t = await createTestApp({ env: { WEB_DIST: web.webDist, ...env } });
    return {
      ...t,
      async close() {
        await t.close();
        web.remove();
      },
    };
  } catch (error) {
    web.remove();
    throw error;
  }
}

/** The submission the fake page was rendered with (null for a plain page). */
export function submissionIn(html: string): FormSubmission | null {
  const json = /<script type="application\/json" id="submission">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as FormSubmission | null) : null;
}

/** The hidden CSRF field of the fake page. */
export const csrfFieldIn = (html: string) => /name="csrfmiddlewaretoken" value="([^"]*)"/.exec(html)?.[1] ?? '';
