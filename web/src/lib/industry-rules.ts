import type { Industry } from '@lj/contract';

const key = (name: string) => name.trim().toLowerCase();

/** Spec section 2, industries page: 'diverse' without an icon, and 'healthcare', are hidden. */
export function visibleIndustries(industries: readonly Industry[]): Industry[] {
  return industries.filter((industry) => {
    const name = key(industry.name);
    if (name === 'healthcare') return false;
    return !(name === 'diverse' && !industry.icon);
  });
}

/**
 * Spec section 2, job filter panel: industries de-duplicated by name (the first one kept),
 * 'health care' hidden when 'healthcare' exists, and 'it' hidden. Only the lower-case 'it' entry is
 * hidden (a stray duplicate in the original data): hiding 'IT' would make IT jobs unfilterable.
 */
export function industryFilterOptions<T extends { id: number; name: string }>(industries: readonly T[]): T[] {
  const names = new Set(industries.map((industry) => key(industry.name)));
  const seen = new Set<string>();
  return industries.filter((industry) => {
    if (industry.name.trim() === 'it') return false;
    const name = key(industry.name);
    if (seen.has(name)) return false;
    seen.add(name);
    return !(name === 'health care' && names.has('healthcare'));
  });
}

/** The badge of an industry card: '1 Company', '0 Companies - Coming soon!' or 'N Companies'. */
export function companyCountLabel(count: number): string {
  if (count === 1) return '1 Company';
  if (count === 0) return '0 Companies - Coming soon!';
  return `${count} Companies`;
}

const specialIcons: Record<string, string> = {
  construction: 'hammer',
  public: 'bank',
  'health care': 'heart',
  it: 'laptop',
};

/** Spec section 2: construction, public, Health Care and IT have fixed icons; the rest use the API's icon name. */
export function industryIconName(industry: Pick<Industry, 'name' | 'icon'>): string | null {
  return specialIcons[key(industry.name)] ?? industry.icon;
}
