import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inline-hashes';

const expected = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('when index.html has an inline script and style, then each gets the sha256 a browser computes', () => {
    const html =
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/a.css"></head>' +
      '<body><script type="module">import("/assets/a.js")</script></body>';
    expect(inlineHashes(html)).toEqual({
      scriptHashes: [expected('import("/assets/a.js")')],
      styleHashes: [expected('body{margin:0}')],
    });
  });

  it('when a script has a src or is a JSON data block, then it needs no hash', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script>' +
      '<script type="application/json" id="state">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script>';
    expect(inlineHashes(html)).toEqual({ scriptHashes: [], styleHashes: [] });
  });

  it('when the shell has no inline code, then nothing is allowed', () => {
    expect(inlineHashes('<!doctype html><title>x</title>')).toEqual({ scriptHashes: [], styleHashes: [] });
  });
});
