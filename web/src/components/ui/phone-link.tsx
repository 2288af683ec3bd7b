import { telHref } from '../../lib/format';

/** A phone number as written, a tel: link when it holds digits to call; nothing when empty. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  const written = phone.trim();
  if (!href) return written || null;
  return <a href={href}>{written}</a>;
}
