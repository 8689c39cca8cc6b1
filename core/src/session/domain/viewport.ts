/** Spec 4/9: under 768 px is mobile, laid out at 425 px. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_LAYOUT_WIDTH = 425;
/** Spec 4/9: from 768 px the desktop layout is used at 1920 px. */
export const DESKTOP_LAYOUT_WIDTH = 1920;

export interface ViewportMode {
  readonly mode: 'mobile' | 'desktop';
  /** The width the page is laid out at (the viewport meta width). */
  readonly layoutWidth: number;
  /** True for 768..1919 px screens, which are forced to the 1920 px desktop layout. */
  readonly forced: boolean;
}

/** The layout a screen of `width` CSS px gets. */
export function viewportMode(width: number): ViewportMode {
  if (width < MOBILE_BREAKPOINT_PX) return { mode: 'mobile', layoutWidth: MOBILE_LAYOUT_WIDTH, forced: false };
  return { mode: 'desktop', layoutWidth: DESKTOP_LAYOUT_WIDTH, forced: width < DESKTOP_LAYOUT_WIDTH };
}

/** True when `width` gets the mobile layout. */
export const isNarrowScreen = (width: number): boolean => viewportMode(width).mode === 'mobile';
