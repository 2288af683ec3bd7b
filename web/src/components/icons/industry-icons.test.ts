import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { industryIconChoices, industryIconPaths } from './industry-icons';

// The seeded industries (server/src/db/seed/industries.json) name their pictures by these names.
const seeded = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../server/src/db/seed/industries.json'), 'utf8'),
) as Record<string, { icon?: string }>;

describe('industry pictures', () => {
  it('when an industry is seeded with a picture, then that picture has a glyph (no building in its place)', () => {
    const named = [
      ...new Set(
        Object.values(seeded)
          .map((industry) => industry.icon)
          .filter(Boolean),
      ),
    ] as string[];
    expect(named.filter((icon) => !Object.hasOwn(industryIconPaths, icon))).toEqual([]);
  });

  it('when staff choose a picture, then every glyph is offered once and every choice has a glyph', () => {
    const offered = industryIconChoices.map((choice) => choice.value).filter(Boolean);
    expect([...offered].sort()).toEqual(Object.keys(industryIconPaths).sort());
  });
});
