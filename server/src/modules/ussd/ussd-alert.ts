import { MAX_ALERTS } from '@lj/contract';
import { addSmsAlert } from '../alerts';
import { callerAccount, type MenuDeps } from './ussd-apply';
import type { UssdSearch } from './ussd-jobs';
import { close, cut, type UssdAnswer } from './ussd-text';

/** The /jobs filters of a phone's search, as an alert keeps them. */
const filtersOf = (search: UssdSearch): Record<string, string> => ({
  ...(search.county ? { county: search.county } : {}),
  ...(search.industryId !== null ? { industry: String(search.industryId) } : {}),
  ...(search.word ? { search: search.word } : {}),
});

/**
 * "3 Job alerts by SMS": a daily alert by SMS of the search, named `name`, with the alerts' own rules
 * (alerts' addSmsAlert); a number we do not know becomes a phone-only seeker named `fullName` first.
 */
export async function smsAlertByPhone(
  deps: MenuDeps,
  search: UssdSearch,
  name: string,
  fullName: string | null,
): Promise<UssdAnswer> {
  const seeker = await callerAccount(deps, fullName);
  if (!seeker) return close('Please dial again and type your name to get alerts.');
  const made = await addSmsAlert(deps.db, seeker.id, name, filtersOf(search));
  if (made === 'full') return close(`You have ${MAX_ALERTS} alerts already. Remove one on the website first.`);
  if (made === 'no-phone') return close('We cannot send SMS to this number. Please try again later.');
  return close(cut(`Alert on: ${name}.`, 90), 'We will SMS you new jobs each day. Reply STOP to end them.');
}
