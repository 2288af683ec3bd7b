// zod's core by name, not the classic `z` namespace: the side effect at the end keeps what it names in
// every bundle that imports the contract, and `z` would keep the whole of zod (all its locales) there.
import { type $ZodRawIssue, config } from 'zod/v4/core';

/**
 * Every validation message a person can see, in the product's voice: a sentence naming the field
 * ("First name can be at most 150 characters."), never zod's default ("Too big: expected string to
 * have <=150 characters"). Set as zod's global error map when the contract loads, so the web forms
 * (zodResolver), the API's 400s (fastify-type-provider-zod) and the page forms all answer the same.
 * A message a schema gives itself (the spec's texts) still wins over this map.
 */

/** Field names whose words don't say it by themselves (first_name -> "First name" does). */
const FIELD_LABELS: Record<string, string> = {
  password2: 'Password confirmation',
  uid: 'Reset link',
  token: 'Reset link',
  id_token: 'Google sign-in',
  user_type: 'Account type',
  name: 'Company name',
  size: 'Company size',
  title: 'Job title',
  skills_api: 'Skills',
  salary_min: 'Minimum salary',
  salary_max: 'Maximum salary',
  salary_currency: 'Currency',
  is_remote: 'Remote work',
  is_active: 'Active',
  deadline: 'Application deadline',
  linkedin: 'LinkedIn',
  linkedin_url: 'LinkedIn URL',
  github_url: 'GitHub URL',
  provider: 'Payment provider',
  plan_id: 'Plan',
  cursor: 'Page link',
};

/** Names that keep their capital inside a sentence. */
const PROPER = /^(LinkedIn|GitHub|Google|Twitter|URL)\b/;

/** A field's name as people read it: `first_name` or `firstName` -> "First name". */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\burl\b/g, 'URL');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'The form';
}

const inSentence = (label: string) => (PROPER.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1));

/** Who a message is about: the last field of the path, or "Item 2 of skills" for an item of a list. */
export function pathLabel(path: readonly PropertyKey[] | undefined): string {
  const keys = path ?? [];
  const last = keys[keys.length - 1];
  if (typeof last === 'number') {
    const list = keys[keys.length - 2];
    return `Item ${last + 1}${typeof list === 'string' ? ` of ${inSentence(fieldLabel(list))}` : ''}`;
  }
  return typeof last === 'string' ? fieldLabel(last) : 'The form';
}

/** 10000 -> "10,000"; decimals as they are. */
function figure(value: number | bigint): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';
const article = (words: string) => (/^[aeiou]/i.test(words) ? 'an' : 'a');

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be yes or no',
  date: 'must be a date',
  array: 'must be a list',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'must be an email address, like name@example.com',
  url: 'must be a web address starting with http:// or https://',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a date and time',
};

type Issue = $ZodRawIssue;

/** The message of one issue, naming its field. */
export function humanMessage(issue: Issue): string {
  const label = pathLabel(issue.path);
  const required = `${label} is required.`;
  // Nothing given (absent, null or an empty input) is "required", whichever rule noticed it.
  if (isMissing(issue.input) && issue.code !== 'too_big' && issue.code !== 'unrecognized_keys') return required;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'object') return `${label} is missing or incomplete.`;
      return `${label} ${TYPE_WORDS[issue.expected] ?? 'is not valid'}.`;
    case 'too_big': {
      // A whole number past what JavaScript counts exactly: no limit a person would recognise.
      if (Number(issue.maximum) >= Number.MAX_SAFE_INTEGER) return `${label} is too large.`;
      const most = figure(issue.maximum);
      if (issue.origin === 'string') return `${label} can be at most ${most} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} can have at most ${most} items.`;
      if (issue.origin === 'file') return `${label} can be at most ${most} bytes.`;
      return issue.inclusive === false ? `${label} must be less than ${most}.` : `${label} can be at most ${most}.`;
    }
    case 'too_small': {
      if (Number(issue.minimum) <= Number.MIN_SAFE_INTEGER) return `${label} is too small.`;
      const least = figure(issue.minimum);
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? required : `${label} must be at least ${least} characters.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(issue.minimum) <= 1
          ? `${label} needs at least one item.`
          : `${label} needs at least ${least} items.`;
      }
      if (issue.inclusive === false) return `${label} must be more than ${least}.`;
      return Number(issue.minimum) === 0 ? `${label} cannot be negative.` : `${label} must be at least ${least}.`;
    }
    case 'invalid_format':
      return `${label} ${FORMAT_WORDS[issue.format] ?? 'is not in the right format'}.`;
    case 'invalid_value': {
      const last = issue.path?.[issue.path.length - 1];
      if (typeof last !== 'string') return `${label} must be one of the listed choices.`;
      const words = inSentence(label);
      return `Choose ${article(words)} ${words} from the list.`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${figure(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `${label} has fields we don't use: ${issue.keys.join(', ')}. Leave them out.`;
    case 'invalid_union':
      return `${label} is not valid. Check it and try again.`;
    default:
      return `${label} is not valid. Check it and try again.`;
  }
}

/** For a web address checked outside a schema (isHttpUrl): "Website must be a web address starting with ...". */
export const notWebAddress = (field: string) => `${fieldLabel(field)} ${FORMAT_WORDS.url}.`;

/**
 * An `error` for a schema's own rule that still names its field, read from where the issue is:
 * `refine(check, { error: aboutField((field) => `${field} can have at most 2 decimal places.`) })`.
 */
export const aboutField =
  (message: (field: string) => string) =>
  (issue: { path?: readonly PropertyKey[] | undefined }): string =>
    message(pathLabel(issue.path));

/** Empty is left to the map ("... is required."); anything else gets `message`. */
export const unlessMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isMissing(issue.input) ? undefined : message;

config({ customError: humanMessage });
