import { describe, expect, it } from 'vitest';
import { shellEntries } from './shell-entries';

const entry = (url: string, revision: string | null = null) => ({ url, revision, size: 100 });

describe('shellEntries', () => {
  const indexHtml = `<!doctype html><head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/main-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="stylesheet" href="/assets/index-abc.css" media="print">
    <link rel="manifest" href="/manifest.webmanifest"></head>
    <body><div id="root"></div></body>`;

  it('when the build lists its files, then the precache keeps only the stylesheet every page loads, nothing of the app', () => {
    const kept = shellEntries(indexHtml, [
      entry('index.html', 'r1'),
      entry('assets/index-abc.css'),
      entry('assets/shell-1.js'),
      entry('assets/main-2.js'),
      entry('assets/company-workspace-3.js'),
      entry('favicon.svg', 'r2'),
      entry('manifest.webmanifest', 'r3'),
    ]);
    expect(kept.map((e) => e.url)).toEqual(['assets/index-abc.css']);
  });

  it('when a file is linked but is not a script or a stylesheet (icon, manifest), then it is left out', () => {
    const kept = shellEntries(indexHtml, [entry('favicon.svg', 'r2'), entry('manifest.webmanifest', 'r3')]);
    expect(kept).toEqual([]);
  });
});
