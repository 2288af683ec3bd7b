import { useState } from 'react';

export const DEFAULT_COMPANY_LOGO = '/static/images/default-company-logo.png';

type CompanyLogoProps = { src: string | null; name: string; size?: number; className?: string };

/**
 * Spec section 2: the logo falls back through two defaults, the default company image and then
 * nothing at all, so a broken image never shows.
 */
export function CompanyLogo({ src, name, size = 96, className = '' }: CompanyLogoProps) {
  const [failed, setFailed] = useState<{ src: string | null; step: number }>({ src, step: 0 });
  // A new logo URL starts over from the real logo.
  const step = failed.src === src ? failed.step : 0;
  const current = step === 0 && src ? src : step <= 1 ? DEFAULT_COMPANY_LOGO : null;
  if (!current) return null;
  return (
    <img
      src={current}
      alt={`${name || 'Company'} logo`}
      width={size}
      height={size}
      className={`rounded border bg-white object-fit-contain ${className}`.trim()}
      onError={() => setFailed({ src, step: current === DEFAULT_COMPANY_LOGO ? 2 : 1 })}
    />
  );
}
