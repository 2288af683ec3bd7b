/**
 * "Verified employer": staff saw the company's business registration. Shown beside the
 * company's name on its page, its job pages and its job cards; nothing when it is not verified.
 */
export function VerifiedEmployerBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="badge text-bg-success ms-1">
      <span aria-hidden="true">✓ </span>Verified employer
    </span>
  );
}
