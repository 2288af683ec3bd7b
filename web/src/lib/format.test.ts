import { formatNumber, formatSalary, telHref, truncate } from './format';

describe('formatSalary', () => {
  it('when both bounds are set, then it shows currency, range and period', () => {
    expect(formatSalary({ salary_min: 350, salary_max: 600, salary_currency: 'USD', pay_period: 'monthly' })).toBe(
      'USD 350 - 600 / month',
    );
  });

  it('when amounts are large or fractional, then they get separators and at most two decimals', () => {
    expect(formatSalary({ salary_min: 66500, salary_max: 114000, salary_currency: 'LRD', pay_period: 'monthly' })).toBe(
      'LRD 66,500 - 114,000 / month',
    );
    expect(formatSalary({ salary_min: 1.5, salary_max: 2.25, salary_currency: 'USD', pay_period: 'hourly' })).toBe(
      'USD 1.5 - 2.25 / hour',
    );
  });

  it('when a job is paid by the day or the week, then the period reads as the others do', () => {
    expect(formatSalary({ salary_min: 10, salary_max: 10, salary_currency: 'USD', pay_period: 'daily' })).toBe(
      'USD 10 / day',
    );
    expect(formatSalary({ salary_min: 1500, salary_max: 2500, salary_currency: 'LRD', pay_period: 'weekly' })).toBe(
      'LRD 1,500 - 2,500 / week',
    );
  });

  it('when only one bound or equal bounds are set, then the text says so', () => {
    expect(formatSalary({ salary_min: 400, salary_max: null, salary_currency: 'USD', pay_period: 'weekly' })).toBe(
      'From USD 400 / week',
    );
    expect(formatSalary({ salary_min: null, salary_max: 9000, salary_currency: 'USD', pay_period: 'yearly' })).toBe(
      'Up to USD 9,000 / year',
    );
    expect(formatSalary({ salary_min: 500, salary_max: 500, salary_currency: 'USD', pay_period: 'monthly' })).toBe(
      'USD 500 / month',
    );
  });

  it('when no bound is set, then there is nothing to show', () => {
    expect(formatSalary({ salary_min: null, salary_max: null, salary_currency: 'USD', pay_period: 'monthly' })).toBe(
      null,
    );
  });
});

describe('truncate', () => {
  it('when the text is longer than the limit, then it is cut there with an ellipsis', () => {
    const text = 'a'.repeat(130);
    expect(truncate(text, 120)).toBe(`${'a'.repeat(120)}...`);
  });

  it('when the text fits, then it is unchanged', () => {
    expect(truncate('Short text', 120)).toBe('Short text');
  });
});

describe('formatNumber', () => {
  it('when numbers are written, then they read exactly as Intl.NumberFormat en-US writes them', () => {
    const intl2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const intl0 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [
      0, 1, 12, 999, 1000, 1500.5, 12345.678, 99999.995, 100000, 1234567.1, 0.004, 0.005, 350, 2.5, 250000000, -4200.25,
    ];
    for (const value of values) {
      expect(formatNumber(value), String(value)).toBe(intl2.format(value));
      expect(formatNumber(value, 0), String(value)).toBe(intl0.format(value));
    }
  });
});

describe('telHref', () => {
  it('when a number is written with spaces and separators, then the link keeps its digits and leading +', () => {
    expect(telHref('+231 88 896 3105')).toBe('tel:+231888963105');
    expect(telHref(' (077) 123-456 ')).toBe('tel:077123456');
  });

  it('when nothing callable is written, then there is no link', () => {
    expect(telHref('ask at the gate')).toBeUndefined();
  });
});
