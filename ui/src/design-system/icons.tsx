/**
 * Small inline SVG icons of the design system. Glyphs such as emoji render as an empty box on a
 * machine without an emoji font; an inline SVG draws the same everywhere and takes the text's
 * colour (currentColor). Decorative: the text beside it says what it means.
 */
export function LockIcon({ size = 14 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-icon="lock" style={{ flex: 'none' }}>
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** A five-pointed star: filled for a favourite, outlined otherwise. */
export function StarIcon({ size = 16, filled }: { readonly size?: number; readonly filled: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-icon="star" style={{ flex: 'none' }}>
      <path
        d="M8 1.3l2.03 4.13 4.55.66-3.29 3.2.78 4.53L8 11.68l-4.07 2.14.78-4.53-3.29-3.2 4.55-.66z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
