import type { Locator, Page } from 'playwright-core';
import { expect } from '@jest/globals';

/** Spec-free floor of the layout checks (issue 7 item 15): a text field a thumb can hit. */
export const MIN_FIELD_HEIGHT_PX = 32;

/** Every field a member types into or picks from. */
const FIELD_SELECTOR =
  'input:not([type]), input[type="text"], input[type="password"], input[type="number"], input[type="tel"], textarea, select';

export interface FieldHeights {
  /** How many visible fields were measured. */
  readonly checked: number;
  /** The visible fields lower than MIN_FIELD_HEIGHT_PX, described so a failure says which. */
  readonly tooLow: readonly string[];
}

/** Measures the on-screen height (getBoundingClientRect) of every visible field inside `scope`. */
export async function fieldHeights(scope: Locator): Promise<FieldHeights> {
  return scope.evaluate(
    (root, { selector, min }) => {
      const fields = Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      });
      const describe = (el: HTMLElement): string =>
        [el.tagName.toLowerCase(), el.getAttribute('name'), el.id, el.dataset['testid'], el.getAttribute('placeholder')]
          .filter(Boolean)
          .join(' ');
      const tooLow = fields
        .map((el) => ({ el, height: el.getBoundingClientRect().height }))
        .filter(({ height }) => height < min)
        .map(({ el, height }) => `${describe(el)}: ${height.toFixed(1)} px`);
      return { checked: fields.length, tooLow };
    },
    { selector: FIELD_SELECTOR, min: MIN_FIELD_HEIGHT_PX },
  );
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** True when two on-screen boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every element the locator matches, in order. */
export async function boxesOf(locator: Locator): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (!box) throw new Error(`${String(element)} has no box (not visible)`);
    boxes.push(box);
  }
  return boxes;
}

/**
 * Whether the page scrolls sideways: the document's widths, and how far a scroll to the far right
 * actually moved (then scrolled back). Under mobile emulation Chromium's page scale (1000/1920)
 * can round the visual viewport to 1920.0001 px and report a scrollWidth 1 px over clientWidth
 * although nothing can move: `maxScrollX` is the ground truth, the widths the strict check.
 */
export async function sidewaysScroll(
  page: Page,
): Promise<{ readonly scrollWidth: number; readonly clientWidth: number; readonly maxScrollX: number }> {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const { scrollX, scrollY } = window;
    window.scrollTo(100_000, scrollY);
    const maxScrollX = window.scrollX;
    window.scrollTo(scrollX, scrollY);
    return { scrollWidth, clientWidth, maxScrollX };
  });
}

/** Whether the topmost element at the centre of `box` lies inside `container`. */
export async function isOnTopAt(container: Locator, point: { readonly x: number; readonly y: number }): Promise<boolean> {
  return container.evaluate((el, p) => {
    const top = document.elementFromPoint(p.x, p.y);
    return top !== null && el.contains(top);
  }, point);
}

/** Nothing scrolls sideways (a device's page scale may round the width up by 1 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await sidewaysScroll(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth + 1);
  expect(widths.maxScrollX).toBe(0);
}
