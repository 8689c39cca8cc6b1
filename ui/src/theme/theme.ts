import { DESKTOP_LAYOUT_WIDTH, MOBILE_BREAKPOINT_PX, MOBILE_LAYOUT_WIDTH } from '@bet/core/session';

/**
 * Sizes of spec section 9 and the site's colours. Breakpoints come from core's viewport rules so
 * the guard (core) and the layout (here) never disagree about what "mobile" means.
 */
export const siteLayout = {
  desktopWidth: DESKTOP_LAYOUT_WIDTH,
  mobileWidth: MOBILE_LAYOUT_WIDTH,
  /** Under this width the mobile layout is used (spec: breakpoint 767 px). */
  mobileBreakpoint: MOBILE_BREAKPOINT_PX,
  /** Spec 9 layout breakpoint: the three-column desktop layout never squeezes below this. */
  layoutBreakpoint: 1263,
  /** Spec 9 container width. */
  container: 1630,
  headerHeight: 64,
  tabsHeight: 48,
  sidebarWidth: 260,
  betSlipWidth: 320,
  mobileHeaderHeight: 56,
  /** Spec 9: mobile footer height 80. */
  mobileFooterHeight: 80,
  /** Spec 9: notice widget height 200. */
  noticeWidgetHeight: 200,
} as const;

export const siteColors = {
  background: '#0e1320',
  surface: '#161d2d',
  surfaceRaised: '#1e2740',
  border: '#2a3452',
  text: '#e9edf6',
  textMuted: '#98a2bb',
  primary: '#f3b21b',
  onPrimary: '#1b1b1b',
  /** Text and icons on the dark surfaces (WCAG AA: at least 4.5:1 on background, surface and surfaceRaised). */
  accent: '#5b95ff',
  /** A background under light text (the mobile header's convert button): 5.7:1 with white. */
  accentStrong: '#1f5fd6',
  /** Error and delete texts on the dark surfaces (at least 5.3:1 on surfaceRaised). */
  danger: '#ff6b70',
  /** A background under white text (badges, the LIVE mark): 5.2:1. */
  dangerStrong: '#c9353a',
  success: '#2fb36d',
  overlay: 'rgba(4, 8, 16, 0.66)',
} as const;

export const siteTheme = {
  colors: siteColors,
  layout: siteLayout,
  radius: '6px',
  font: "'Noto Sans KR', 'Malgun Gothic', 'Apple SD Gothic Neo', sans-serif",
  /**
   * The one stacking order of the site (lowest first): headers, the mobile footer and mode
   * switch, the site popups, the open mobile menu (backdrop, then its drawer) above the popups,
   * dialogs, and alerts above everything. Use these names, never a number of your own.
   */
  z: { header: 10, footer: 20, popup: 25, menu: 30, menuDrawer: 31, dialog: 100, alert: 200 },
} as const;

export type SiteTheme = typeof siteTheme;
