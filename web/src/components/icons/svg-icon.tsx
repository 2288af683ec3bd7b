import type { ReactNode } from 'react';

export type IconProps = { size?: number; className?: string };

/** A Bootstrap Icons glyph (16x16 grid, currentColor), decorative: the text beside it names it. */
export function SvgIcon({ size = 16, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      fill="currentColor"
      viewBox="0 0 16 16"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
