import { useState } from 'react';

/** Product decisions: the default company logo under /static/. */
export const DEFAULT_COMPANY_LOGO = '/static/images/default-company-logo.png';

/** A company logo, sized in the markup so nothing jumps; a missing or broken one shows the default. */
export function CompanyLogo({ src, name, size = 64 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? DEFAULT_COMPANY_LOGO : src}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading="lazy"
      className="rounded object-fit-contain bg-body-tertiary"
      onError={() => setFailed(true)}
    />
  );
}
