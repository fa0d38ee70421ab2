/** An icon of one path on a 24-unit grid, in the text's colour; its button or link names it, so it is hidden. */
export function Icon({ path, size = 24 }: { path: string; size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="currentColor">
      <path d={path} />
    </svg>
  );
}
