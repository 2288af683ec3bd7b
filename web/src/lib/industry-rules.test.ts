import type { Industry } from '@lj/contract';
import { companyCountLabel, industryFilterOptions, industryIconName, visibleIndustries } from './industry-rules';

const industry = (id: number, name: string, icon: string | null = 'briefcase', company_count = 1): Industry => ({
  id,
  name,
  icon,
  company_count,
});

describe('visibleIndustries', () => {
  it("when an industry is 'diverse' without an icon, or 'healthcare', then it is hidden", () => {
    const list = [
      industry(1, 'Mining'),
      industry(2, 'Diverse', null),
      industry(3, 'healthcare'),
      industry(4, 'HealthCare'),
      industry(5, 'Health Care'),
    ];
    expect(visibleIndustries(list).map((item) => item.id)).toEqual([1, 5]);
  });

  it("when 'diverse' has an icon, then it stays", () => {
    expect(visibleIndustries([industry(1, 'diverse', 'grid')]).map((item) => item.id)).toEqual([1]);
  });
});

describe('industryFilterOptions', () => {
  it('when two industries share a name, whatever the case or spaces, then only the first is offered', () => {
    const list = [industry(1, 'Mining'), industry(2, ' mining '), industry(3, 'Agriculture')];
    expect(industryFilterOptions(list).map((item) => item.id)).toEqual([1, 3]);
  });

  it("when 'healthcare' exists, then 'health care' is hidden; without it, 'health care' stays", () => {
    expect(industryFilterOptions([industry(1, 'Health Care'), industry(2, 'Healthcare')]).map((i) => i.id)).toEqual([
      2,
    ]);
    expect(industryFilterOptions([industry(1, 'Health Care')]).map((item) => item.id)).toEqual([1]);
  });

  it("when the lower-case 'it' industry is listed, then it is hidden but 'IT' stays", () => {
    const options = industryFilterOptions([industry(1, 'it'), industry(2, 'Telecom'), industry(3, 'IT')]);
    expect(options.map((item) => item.id)).toEqual([2, 3]);
  });
});

describe('companyCountLabel', () => {
  it('when counting companies, then the badge reads as the spec says', () => {
    expect(companyCountLabel(0)).toBe('0 Companies - Coming soon!');
    expect(companyCountLabel(1)).toBe('1 Company');
    expect(companyCountLabel(7)).toBe('7 Companies');
  });
});

describe('industryIconName', () => {
  it('when the industry is one of the four special cases, then its fixed icon wins over the API one', () => {
    expect(industryIconName({ name: 'Construction', icon: 'tools' })).toBe('hammer');
    expect(industryIconName({ name: 'Public', icon: null })).toBe('bank');
    expect(industryIconName({ name: 'Health Care', icon: null })).toBe('heart');
    expect(industryIconName({ name: 'IT', icon: 'cpu' })).toBe('laptop');
  });

  it("when it is any other industry, then the API's icon name is used", () => {
    expect(industryIconName({ name: 'Mining', icon: 'gem' })).toBe('gem');
    expect(industryIconName({ name: 'Fishing', icon: null })).toBe(null);
  });
});
