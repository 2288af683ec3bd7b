/**
 * Marks an application made from a phone's USSD menu: the applicant may have no e-mail and no
 * internet, so the company calls the number beside it.
 */
export function ByPhoneBadge({ byPhone }: { byPhone: boolean }) {
  if (!byPhone) return null;
  return <span className="badge text-bg-info ms-1">by phone</span>;
}
