// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Reads go through web/src/api/ only, one fetcher per endpoint, so one endpoint is one cache entry. */
const srcRoot = fileURLToPath(new URL('..', import.meta.url));

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every `api.get(...)` call: the file it is in and its path, with `${...}` parts as `:param`. */
const reads = sourceFiles(srcRoot).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bapi\.get(?:<[^>]*>)?\(\s*[`'"]([^`'"]*)[`'"]/g)].map((match) => ({
    file: relative(srcRoot, file),
    endpoint: (match[1] ?? '').replace(/\$\{[^}]*\}/g, ':param'),
  })),
);

describe('the data layer', () => {
  it('finds the reads it checks', () => {
    expect(reads.length).toBeGreaterThan(10);
  });

  it('when a screen reads the API, then it does so through web/src/api/', () => {
    expect(reads.filter((read) => !read.file.startsWith('api/'))).toEqual([]);
  });

  it('when an endpoint is read, then exactly one fetcher reads it', () => {
    const endpoints = reads.map((read) => read.endpoint);
    expect(endpoints.filter((endpoint, index) => endpoints.indexOf(endpoint) !== index)).toEqual([]);
  });
});
