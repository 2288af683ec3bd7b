import type { ApplicantProfilePart } from '@lj/contract';

const partWords: Record<ApplicantProfilePart, string> = { name: 'name', phone: 'phone number', cv: 'CV' };

/** "a, b and c" / "a, b or c". */
export const listWords = (words: readonly string[], last: 'and' | 'or'): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;

/**
 * What an applicant's profile lacks (the server's `profile_missing`) in words: "name, phone number or
 * CV". Said to the seeker after applying and to the company on the application.
 */
export const missingProfileWords = (missing: readonly ApplicantProfilePart[]): string =>
  listWords(
    missing.map((part) => partWords[part]),
    'or',
  );
