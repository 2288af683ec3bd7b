import {
  activeFilterWords,
  emptyFilters,
  filtersToParams,
  filtersToQuery,
  matchesStatus,
  nextPageParams,
  parseFilters,
  parseSalaryRange,
  parseStartPage,
} from './job-filters';

describe('job filters in the URL', () => {
  it('when filters are written to the URL and read back, then nothing is lost', () => {
    const filters = {
      ...emptyFilters,
      search: 'driver',
      location: 'Ganta, Nimba',
      date_posted: '7d' as const,
      pay_period: 'monthly' as const,
      job_type: ['full_time' as const, 'contract' as const],
      experience_level: 'mid' as const,
      salary: '300-800',
      remote: 'false' as const,
      company: [3, 9],
      industry: [2],
      status: 'active' as const,
    };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
  });

  it('when no filter is set, then the URL query is empty', () => {
    expect(filtersToParams(emptyFilters).toString()).toBe('');
  });

  it('when a link carries values the server would refuse, then they are dropped', () => {
    const params = new URLSearchParams(
      'job_type=full_time&job_type=astronaut&pay_period=fortnightly&company=abc&company=4&status=maybe&salary=lots&date_posted=1y',
    );
    expect(parseFilters(params)).toEqual({ ...emptyFilters, job_type: ['full_time'], company: [4] });
  });
});

describe("the page 'Load more' links to", () => {
  it('when the next page address is read back, then it holds the same filters and starts at that page', () => {
    const filters = { ...emptyFilters, search: 'nurse', job_type: ['contract' as const], status: 'active' as const };
    const params = nextPageParams(filters, 3);
    expect(params.toString()).toBe('search=nurse&job_type=contract&status=active&page=3');
    expect(parseFilters(params)).toEqual(filters);
    expect(parseStartPage(params)).toBe(3);
  });

  it('when the address has no page, or one the API would refuse, then the list starts at page 1', () => {
    for (const query of ['', 'page=', 'page=0', 'page=-2', 'page=1.5', 'page=two', 'page=1000001']) {
      expect(parseStartPage(new URLSearchParams(query))).toBe(1);
    }
    expect(parseStartPage(new URLSearchParams('page=1000000'))).toBe(1_000_000);
  });
});

describe('parseSalaryRange', () => {
  it("when the text is 'min-max' or one side of it, then the bounds are read", () => {
    expect(parseSalaryRange('300-800')).toEqual({ min: 300, max: 800 });
    expect(parseSalaryRange(' 1,000 - 2,500 ')).toEqual({ min: 1000, max: 2500 });
    expect(parseSalaryRange('300-')).toEqual({ min: 300, max: undefined });
    expect(parseSalaryRange('-800')).toEqual({ min: undefined, max: 800 });
    expect(parseSalaryRange('450')).toEqual({ min: 450, max: undefined });
    expect(parseSalaryRange('')).toEqual({});
  });

  it('when the text is not a range, or min is above max, then it is invalid', () => {
    expect(parseSalaryRange('abc')).toBeNull();
    expect(parseSalaryRange('-')).toBeNull();
    expect(parseSalaryRange('900-100')).toBeNull();
  });
});

describe('filtersToQuery', () => {
  it('when filters are set, then the API query carries them, salary split into min and max', () => {
    expect(
      filtersToQuery({
        ...emptyFilters,
        salary: '200-500',
        remote: 'true',
        job_type: ['internship'],
        status: 'inactive',
      }),
    ).toMatchObject({ salary_min: 200, salary_max: 500, remote: true, job_type: ['internship'], status: 'inactive' });
  });

  it("when status is 'all', then it is not sent", () => {
    expect(filtersToQuery(emptyFilters).status).toBeUndefined();
  });
});

describe('matchesStatus', () => {
  it('when the switch is Active or Inactive, then only jobs with that is_active pass; All passes both', () => {
    expect(matchesStatus({ is_active: true }, 'active')).toBe(true);
    expect(matchesStatus({ is_active: false }, 'active')).toBe(false);
    expect(matchesStatus({ is_active: false }, 'inactive')).toBe(true);
    expect(matchesStatus({ is_active: true }, 'all')).toBe(true);
    expect(matchesStatus({ is_active: false }, 'all')).toBe(true);
  });
});

describe('activeFilterWords', () => {
  it('when a search and filters are on, then they are named in words a person knows, lists by their count', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'search=drivr&location=Monrovia&job_type=full_time&job_type=contract&remote=true&status=active',
      ),
    );
    expect(activeFilterWords(filters)).toEqual([
      'Search "drivr"',
      'Location: Monrovia',
      'Job type (2)',
      'Remote: yes',
      'Status: active',
    ]);
  });

  it('when nothing narrows the list, then there is nothing to say', () => {
    expect(activeFilterWords(parseFilters(new URLSearchParams('')))).toEqual([]);
  });
});
