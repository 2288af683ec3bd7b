import type { StaffAction } from '@lj/contract';

/** What each kind of staff action did, as the start of a sentence (`<area>.<verb>` names its kind). */
const DID: Record<string, string> = {
  add: 'Added',
  create: 'Created',
  edit: 'Edited',
  update: 'Changed',
  delete: 'Deleted',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  suspend: 'Suspended',
  unsuspend: 'Lifted the suspension of',
  verify: 'Verified',
  reject: 'Rejected',
  grant: 'Granted a subscription to',
  revoke: 'Ended the subscription of',
  role: 'Changed the role of',
  password_reset: 'Sent a password reset to',
  sms_phone: 'Set the SMS number of',
  import_statement: 'Imported a statement for',
  statement_format: 'Changed the statement format of',
  payment_rules: 'Changed the payment rules in',
  news_settings: 'Changed the daily e-mail of',
  export: 'Exported',
  release: 'Released',
  hide: 'Hid',
  restore: 'Restored',
  dismiss: 'Dismissed the reports of',
  uphold: 'Upheld the reports of',
};

/** The thing acted on, in words: 'plan 4', 'the setting show_company_bookkeeping'. */
function target(entry: StaffAction): string {
  const kind = entry.target_type.replace(/^payment_provider$/, 'provider').replaceAll('_', ' ');
  if (!entry.target_id) return `the ${kind}s`;
  return /^\d+$/.test(entry.target_id) ? `${kind} ${entry.target_id}` : `the ${kind} ${entry.target_id}`;
}

/** "Deactivated plan 4": an audit entry as a sentence; an action without words of its own keeps its name. */
export function auditSentence(entry: StaffAction): string {
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  const did = Object.hasOwn(DID, verb) ? DID[verb] : undefined;
  return did ? `${did} ${target(entry)}` : `${entry.action.replaceAll('_', ' ')}: ${target(entry)}`;
}

/** A stored value as a person reads it: words for yes, no and none, text without quotes. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value);
}
