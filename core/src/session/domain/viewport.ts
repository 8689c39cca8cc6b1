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

/**
 * How much the page is scaled (CSS zoom of the root element) so a layout `layoutWidth` wide fits a
 * window `windowWidth` CSS px wide without sideways scrolling. 1 when it fits already: on a phone
 * or tablet the viewport meta tag makes the window as wide as the layout, so only desktop browsers
 * (which ignore that tag) narrower than 1920 px get a factor below 1. The mobile layout is never
 * scaled: it follows the device width.
 */
export function layoutZoom(mode: ViewportMode['mode'], layoutWidth: number, windowWidth: number): number {
  if (mode === 'mobile' || windowWidth <= 0 || windowWidth >= layoutWidth) return 1;
  return windowWidth / layoutWidth;
}

/** Browsers zoom a page out to a quarter at most (Chromium's and Safari's minimum page scale). */
export const MIN_PAGE_SCALE = 0.25;

/**
 * The width the viewport meta tag asks for in desktop mode on a device `deviceWidth` px wide: the
 * layout width, unless the device cannot zoom out that far (a 425 px phone in PC mode shows at
 * most 1700 px). Asking for more would leave a strip the member can pan into sideways; the rest
 * is scaled by `layoutZoom`.
 */
export function viewportMetaWidth(layoutWidth: number, deviceWidth: number): number {
  if (deviceWidth <= 0) return layoutWidth;
  return Math.min(layoutWidth, Math.floor(deviceWidth / MIN_PAGE_SCALE));
}
