import {
  activeFilterWords,
  alertSearchOf,
  emptyFilters,
  filtersToParams,
  filtersToQuery,
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
      salary_currency: 'LRD' as const,
      remote: 'false' as const,
      company: [3, 9],
      industry: [2],
      status: 'inactive' as const,
      county: 'Grand Bassa' as const,
    };
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
    expect(parseFilters(filtersToParams({ ...filters, status: 'all' }))).toEqual({ ...filters, status: 'all' });
  });

  it('when no filter is set, then the URL query is empty and the list is of open jobs (Active)', () => {
    expect(filtersToParams(emptyFilters).toString()).toBe('');
    expect(parseFilters(new URLSearchParams('')).status).toBe('active');
    expect(filtersToQuery(emptyFilters).status).toBe('active');
  });

  it('when All is chosen, then the address names it and the API is asked for both', () => {
    const all = parseFilters(new URLSearchParams('status=all'));
    expect(all.status).toBe('all');
    expect(filtersToParams(all).toString()).toBe('status=all');
    expect(filtersToQuery(all).status).toBeUndefined();
    // Active is the default: named or not, the same address.
    expect(filtersToParams(parseFilters(new URLSearchParams('status=active'))).toString()).toBe('');
  });

  it('when the salary is in USD, the default, or there is no range, then the address leaves the currency out', () => {
    expect(filtersToParams({ ...emptyFilters, salary: '300-800' }).toString()).toBe('salary=300-800');
    expect(filtersToParams({ ...emptyFilters, salary_currency: 'LRD' }).toString()).toBe('');
  });

  it("when a link carries the API's salary_min and salary_max (an alert's or a feed's), then the range is read from them", () => {
    expect(parseFilters(new URLSearchParams('salary_min=200&salary_max=500&salary_currency=lrd'))).toMatchObject({
      salary: '200-500',
      salary_currency: 'LRD',
    });
    expect(parseFilters(new URLSearchParams('salary_min=200')).salary).toBe('200');
    expect(parseFilters(new URLSearchParams('salary_max=500')).salary).toBe('-500');
    expect(parseFilters(new URLSearchParams('salary_min=900&salary_max=100')).salary).toBe('');
  });

  it('when a county is written in any case or spacing, then it is read as the county', () => {
    expect(parseFilters(new URLSearchParams('county=river+cess')).county).toBe('Rivercess');
    expect(parseFilters(new URLSearchParams('county=grand%20bassa')).county).toBe('Grand Bassa');
  });

  it('when a link carries values the server would refuse, then they are dropped', () => {
    const params = new URLSearchParams(
      'job_type=full_time&job_type=astronaut&pay_period=fortnightly&company=abc&company=4&status=maybe&salary=lots&date_posted=1y&county=Atlantis&salary_currency=EUR',
    );
    expect(parseFilters(params)).toEqual({ ...emptyFilters, job_type: ['full_time'], company: [4] });
  });
});

describe("the page 'Load more' links to", () => {
  it('when the next page address is read back, then it holds the same filters and starts at that page', () => {
    const filters = { ...emptyFilters, search: 'nurse', job_type: ['contract' as const], status: 'all' as const };
    const params = nextPageParams(filters, 3);
    expect(params.toString()).toBe('search=nurse&job_type=contract&status=all&page=3');
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
  it('when filters are set, then the API query carries them, salary split into min and max with its currency', () => {
    expect(
      filtersToQuery({
        ...emptyFilters,
        salary: '200-500',
        salary_currency: 'LRD',
        remote: 'true',
        job_type: ['internship'],
        status: 'inactive',
        county: 'Nimba',
      }),
    ).toMatchObject({
      salary_min: 200,
      salary_max: 500,
      salary_currency: 'LRD',
      remote: true,
      job_type: ['internship'],
      status: 'inactive',
      county: 'Nimba',
    });
  });

  it("when status is 'all', then it is not sent; without a salary range, no currency is", () => {
    const query = filtersToQuery({ ...emptyFilters, status: 'all', salary_currency: 'LRD' });
    expect(query.status).toBeUndefined();
    expect(query.salary_currency).toBeUndefined();
  });
});

describe('alertSearchOf', () => {
  it("when an alert is made from the list, then its search is the API's query without the status", () => {
    const filters = {
      ...emptyFilters,
      search: 'driver',
      salary: '300-800',
      county: 'Bong' as const,
      status: 'all' as const,
    };
    expect(alertSearchOf(filters)).toBe('search=driver&salary_min=300&salary_max=800&salary_currency=USD&county=Bong');
    // The alert's link back to the list opens the same search.
    expect(parseFilters(new URLSearchParams(alertSearchOf(filters)))).toEqual({ ...filters, status: 'active' });
  });
});

describe('activeFilterWords', () => {
  it('when a search and filters are on, then they are named in words a person knows, lists by their count', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'search=drivr&location=Monrovia&county=Montserrado&job_type=full_time&job_type=contract&salary=300-800&salary_currency=LRD&remote=true&status=inactive',
      ),
    );
    expect(activeFilterWords(filters)).toEqual([
      'Search "drivr"',
      'Location: Monrovia',
      'County: Montserrado',
      'Job type (2)',
      'Salary: LRD 300-800',
      'Remote: yes',
      'Status: inactive',
    ]);
  });

  it('when nothing narrows the list, then there is nothing to say', () => {
    expect(activeFilterWords(parseFilters(new URLSearchParams('')))).toEqual([]);
  });
});
