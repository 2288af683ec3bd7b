import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds } from './json-body';

describe('jsonDepthExceeds', () => {
  it('when brackets nest past the limit, then it says so; at the limit, it does not', () => {
    expect(jsonDepthExceeds('[[[1]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[1]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(jsonDepthExceeds('[[1],[2],[3],[4]]', 2)).toBe(false);
  });

  it('when brackets are inside strings, escaped quotes included, then they are not counted', () => {
    expect(jsonDepthExceeds('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[[[[","b":1}', 1)).toBe(false);
    expect(jsonDepthExceeds('["\\\\",[[1]]]', 2)).toBe(true);
  });
});
