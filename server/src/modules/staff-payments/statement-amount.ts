import { STATEMENT_AMOUNT_PAID_OUT, STATEMENT_AMOUNT_UNREADABLE, STATEMENT_AMOUNT_ZERO } from '@lj/contract';

/** An amount of a statement row: the money received in cents, or why the row cannot count as a payment. */
export type StatementAmount = { cents: number } | { problem: string };

/** The currencies plans are sold in, as statements write them before or after the number. */
const CURRENCY = /^(?:usd|lrd|us\$|l\$|\$)\s*|\s*(?:usd|lrd)$/gi;
/** "1,250.00", "1 250.5", "25": thousands grouped by commas or spaces, a decimal point. */
const POINT_DECIMAL = /^(?:\d{1,3}(?:[, \u00a0\u202f]\d{3})+|\d+)(?:\.\d{1,2})?$/;
/** "25,00", "1.250,00", "1 250,00": a decimal comma (exactly two digits), thousands by points or spaces. */
const COMMA_DECIMAL = /^(?:\d{1,3}(?:[. \u00a0\u202f]\d{3})+|\d+),\d{2}$/;
/** A minus (ASCII or typographic) at either end, or accountants' parentheses: money paid out. */
const PAID_OUT = /^[-\u2212(]|[-\u2212)]$/;

/**
 * Reads an amount as statements write it. Only a plain positive number counts as money received:
 * "-5.00" and "(5.00)" are refunds or reversals, and "5abc" is not an amount, whatever digits it holds.
 */
export function readStatementAmount(text: string): StatementAmount {
  const bare = text.trim().replace(CURRENCY, '').trim();
  if (PAID_OUT.test(bare)) return { problem: STATEMENT_AMOUNT_PAID_OUT };
  let number: number;
  if (POINT_DECIMAL.test(bare)) number = Number(bare.replace(/[, \u00a0\u202f]/g, ''));
  else if (COMMA_DECIMAL.test(bare)) number = Number(bare.replace(/[. \u00a0\u202f]/g, '').replace(',', '.'));
  else return { problem: STATEMENT_AMOUNT_UNREADABLE };
  const cents = Math.round(number * 100);
  return cents > 0 ? { cents } : { problem: STATEMENT_AMOUNT_ZERO };
}
