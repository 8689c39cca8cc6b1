import { useState } from 'react';

/** The neutral flag the site ships for a location without an image, or whose image failed. */
export const FALLBACK_FLAG_PATH = '/images/flags/unknown.svg';

export interface FlagImageProps {
  /** The location's image path from the catalogue (`image_path`), null when it has none. */
  readonly src: string | null | undefined;
  readonly className?: string;
}

/**
 * A location's flag (decorative: the location's name is beside it). A missing path or an image
 * that fails to load shows the neutral fallback flag instead of a broken-image icon; a failing
 * fallback is left alone (no error loop).
 */
export function FlagImage({ src, className }: FlagImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src && src !== failedSrc ? src : FALLBACK_FLAG_PATH;
  return (
    <img
      className={className}
      src={wanted}
      alt=""
      data-testid="location-flag"
      onError={() => {
        if (wanted !== FALLBACK_FLAG_PATH) setFailedSrc(wanted);
      }}
    />
  );
}
