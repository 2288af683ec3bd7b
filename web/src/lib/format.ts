import type { Currency, PayPeriod } from '@lj/contract';

const periodUnit: Record<PayPeriod, string> = {
  hourly: 'hour',
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  yearly: 'year',
};

/**
 * "12,345.67": en-US grouping, at most `maxFractionDigits` decimals, as Intl.NumberFormat('en-US')
 * writes it. Not Intl itself: building its first formatter loads locale data, a blocking task of
 * about 60 ms on a mid-range phone while the first page starts (Total Blocking Time).
 */
export function formatNumber(value: number, maxFractionDigits = 2): string {
  const factor = 10 ** maxFractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

type SalaryFields = {
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: Currency;
  pay_period: PayPeriod;
};

/**
 * brand.md: money always with its currency and period, "USD 350 - 600 / month".
 * One bound gives "From USD 350 / month" or "Up to USD 600 / month"; no bound gives null.
 */
export function formatSalary({ salary_min: min, salary_max: max, salary_currency, pay_period }: SalaryFields) {
  const per = ` / ${periodUnit[pay_period]}`;
  if (min !== null && max !== null) {
    if (min === max) return `${salary_currency} ${formatNumber(min)}${per}`;
    return `${salary_currency} ${formatNumber(min)} - ${formatNumber(max)}${per}`;
  }
  if (min !== null) return `From ${salary_currency} ${formatNumber(min)}${per}`;
  if (max !== null) return `Up to ${salary_currency} ${formatNumber(max)}${per}`;
  return null;
}

/**
 * A phone number as a tel: link: digits and a leading + only, since a URL may not hold the spaces
 * people write in a number ("+231 88 896 3105"); undefined when nothing callable is left.
 */
export const telHref = (phone: string): string | undefined => {
  const number = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return /\d/.test(number) ? `tel:${number}` : undefined;
};

/** A preview cut at `limit` characters (spec section 9: 120 on the job list, 100 on company pages). */
export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}
