/** The flag's canton: a white five-pointed star on a blue square (brand.md). Decorative beside the name. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="4" fill="#002868" stroke="#fff" strokeWidth="1.5" />
      <path fill="#fff" d="M16 5l2.6 8h8.4l-6.8 4.9 2.6 8L16 21l-6.8 4.9 2.6-8L5 13h8.4z" />
    </svg>
  );
}
