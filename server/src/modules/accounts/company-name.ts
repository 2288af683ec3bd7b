/** Mail providers whose domain says nothing about the company behind the address. */
const PERSONAL_MAIL_DOMAINS = new Set([
  'gmail',
  'googlemail',
  'yahoo',
  'ymail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'icloud',
  'me',
  'aol',
  'proton',
  'protonmail',
  'gmx',
  'mail',
  'example',
]);

const titleCase = (text: string) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/**
 * A first company name until the company edits its profile: "hr@lonestar-mining.com.lr" gives
 * "Lonestar Mining"; for a personal mail address the part before the @ is used instead.
 */
export function companyNameFromEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const organisation = domain.split('.')[0] ?? '';
  const source = organisation && !PERSONAL_MAIL_DOMAINS.has(organisation) ? organisation : local;
  return titleCase(source) || 'My Company';
}
