import { useCallback, useEffect, useState } from 'react';
import { DESKTOP_LAYOUT_WIDTH, MOBILE_LAYOUT_WIDTH, viewportMode, type ViewportMode } from '@bet/core/session';
import type { KeyValueStore } from '@bet/core/shared';

/** KeyValueStore key of the member's PC / mobile choice. */
export const VIEWPORT_CHOICE_KEY = 'viewportChoice';

export type ViewportChoice = 'mobile' | 'desktop';

export interface ShellViewport {
  readonly mode: ViewportMode['mode'];
  /** The width the page is laid out at (425 or 1920), for the viewport meta tag. */
  readonly layoutWidth: number;
  /** True when the member overrode the automatic choice (spec 4: "a mode switch exists"). */
  readonly chosen: boolean;
  readonly choose: (choice: ViewportChoice | null) => void;
}

const readChoice = (store: KeyValueStore | undefined): ViewportChoice | null => {
  const value = store?.get(VIEWPORT_CHOICE_KEY);
  return value === 'mobile' || value === 'desktop' ? value : null;
};

/**
 * The device's width in CSS px, which picks the mode. On phones and tablets the viewport meta tag
 * (width=1920 in desktop mode) widens the window itself, so `innerWidth` would then read 1920 and
 * never switch back; the screen keeps the device's width. A desktop window narrower than its
 * screen reads its own width. (jsdom's screen is 0 wide: then the window decides.)
 */
export function deviceWidth(): number {
  if (typeof window === 'undefined') return DESKTOP_LAYOUT_WIDTH;
  const screenWidth = window.screen?.width ?? 0;
  return screenWidth > 0 ? Math.min(window.innerWidth, screenWidth) : window.innerWidth;
}

/**
 * Spec 4/9 viewport: under 768 px mobile (laid out at 425), otherwise desktop at 1920 px;
 * the member may pick the other mode, which is remembered in the store.
 */
export function useViewport(store?: KeyValueStore): ShellViewport {
  const [width, setWidth] = useState(deviceWidth);
  const [choice, setChoice] = useState<ViewportChoice | null>(() => readChoice(store));
  useEffect(() => {
    const onResize = (): void => setWidth(deviceWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const choose = useCallback(
    (next: ViewportChoice | null) => {
      if (next === null) store?.remove(VIEWPORT_CHOICE_KEY);
      else store?.set(VIEWPORT_CHOICE_KEY, next);
      setChoice(next);
    },
    [store],
  );
  const mode = choice ?? viewportMode(width).mode;
  return { mode, layoutWidth: mode === 'mobile' ? MOBILE_LAYOUT_WIDTH : DESKTOP_LAYOUT_WIDTH, chosen: choice !== null, choose };
}
