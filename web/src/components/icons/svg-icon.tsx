export type IconProps = { size?: number; className?: string };

/** A path of a glyph: its `d`, or `{ evenOdd: d }` for a path Bootstrap Icons fills with fill-rule="evenodd". */
export type IconPath = string | { evenOdd: string };

/** A Bootstrap Icons glyph (16x16 grid, currentColor), decorative: the text beside it names it. */
export function SvgIcon({ size = 16, className, paths }: IconProps & { paths: readonly IconPath[] }) {
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
      {paths.map((path) =>
        typeof path === 'string' ? (
          <path key={path} d={path} />
        ) : (
          <path key={path.evenOdd} fillRule="evenodd" d={path.evenOdd} />
        ),
      )}
    </svg>
  );
}

/** An icon component that draws these paths. */
export const svgIcon = (...paths: IconPath[]) =>
  function Icon(props: IconProps) {
    return <SvgIcon {...props} paths={paths} />;
  };
