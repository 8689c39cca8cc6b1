import { MOBILE_BREAKPOINT_PX } from '@bet/core/session';
import type { DefaultTheme } from 'styled-components';

type ThemeColor = keyof DefaultTheme['colors'];

/** A site theme colour inside a styled template: `color: ${color('textMuted')};`. */
export const color =
  (key: ThemeColor) =>
  ({ theme }: { theme: DefaultTheme }): string =>
    theme.colors[key];

/**
 * Colours only the screens use, beside the site theme (ui/src/theme). Korean sites show a rising
 * price in red and a falling one in blue; settlement tones follow spec 4 (2 blue, 3 yellow,
 * 1 or -1 red).
 */
export const screenColors = {
  oddsUp: '#ff4d4f',
  oddsDown: '#3a8dff',
  /** A chosen tab or pick under light text: 4.9:1 with the theme's text colour. */
  selected: '#1f5fd6',
  toneBlue: '#3a8dff',
  toneYellow: '#f5c518',
  toneRed: '#ff4d4f',
} as const;

/** Spec 9: under 768 px is the mobile layout (core's viewport rule, as the shell uses it). */
export const MOBILE_MAX_WIDTH = MOBILE_BREAKPOINT_PX - 1;
export const mobileMedia = `@media (max-width: ${MOBILE_MAX_WIDTH}px)`;

/** A grid of `columns` (main and side panels) on a desktop that stacks into one column on a phone. */
export function stackingGrid(columns: string, gap: string): string {
  return `
    display: grid;
    grid-template-columns: ${columns};
    gap: ${gap};
    align-items: start;
    ${mobileMedia} {
      grid-template-columns: minmax(0, 1fr);
    }
  `;
}
