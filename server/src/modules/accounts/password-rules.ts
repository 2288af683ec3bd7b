import { MIN_PASSWORD_LENGTH } from '@lj/contract';
import { COMMON_PASSWORDS } from './common-passwords';

/** Longer inputs are refused rather than truncated (argon2 would accept them, but why hash 1 MB). */
const MAX_PASSWORD_BYTES = 4096;
/** Django's UserAttributeSimilarityValidator default. */
const MAX_SIMILARITY = 0.7;

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const similarity = (a: string, b: string) => 1 - levenshtein(a, b) / Math.max(a.length, b.length, 1);

/** The password contains the e-mail's name (or a part of it), or is nearly the same text. */
function isTooSimilarToEmail(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const local = email.toLowerCase().split('@')[0] ?? '';
  const parts = [local, ...local.split(/[^a-z0-9]+/)].filter((part) => part.length >= 3);
  return parts.some(
    (part) => (part.length >= 4 && lowered.includes(part)) || similarity(lowered, part) >= MAX_SIMILARITY,
  );
}

/**
 * Every rule the password breaks, as messages for the password field (empty when it is fine): what is
 * wrong and what to do, the rules NEW_PASSWORD_RULES shows under the field before the first submit.
 */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(`This password is too short: use at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    problems.push('This password is too long: choose a shorter one.');
  if (email && isTooSimilarToEmail(password, email))
    problems.push('This password is too like your email: choose one without it.');
  if (COMMON_PASSWORDS.has(password.toLowerCase()))
    problems.push('This password is too common: choose one that is harder to guess.');
  if (/^\d+$/.test(password)) problems.push('This password is only numbers: add letters or symbols.');
  return problems;
}
