import { formatPhone } from '@lj/contract';
import { telHref } from '../../lib/format';

/**
 * A phone number as written (a seeker's stored +231 number grouped as people read it), a tel: link
 * when it holds digits to call; nothing when empty.
 */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  const written = formatPhone(phone.trim());
  if (!href) return written || null;
  return <a href={href}>{written}</a>;
}
