import fc from 'fast-check';
import { isNarrowScreen, layoutZoom, viewportMetaWidth, viewportMode } from './viewport.js';

describe('viewportMode', () => {
  it('lays out screens under 768 px as mobile at 425 px', () => {
    expect(viewportMode(767)).toEqual({ mode: 'mobile', layoutWidth: 425, forced: false });
    expect(isNarrowScreen(320)).toBe(true);
  });

  it('forces 768 to 1919 px screens to the 1920 px desktop layout', () => {
    expect(viewportMode(768)).toEqual({ mode: 'desktop', layoutWidth: 1920, forced: true });
    expect(viewportMode(1919)).toEqual({ mode: 'desktop', layoutWidth: 1920, forced: true });
  });

  it('does not force screens of 1920 px and wider', () => {
    expect(viewportMode(1920)).toEqual({ mode: 'desktop', layoutWidth: 1920, forced: false });
    expect(isNarrowScreen(2560)).toBe(false);
  });

  it('switches to mobile exactly below the 768 px breakpoint', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000 }), (width) => {
        const view = viewportMode(width);
        expect(view.mode === 'mobile').toBe(width < 768);
        expect(view.layoutWidth).toBe(width < 768 ? 425 : 1920);
        expect(view.forced).toBe(width >= 768 && width < 1920);
      }),
    );
  });
});

describe('layoutZoom', () => {
  it('scales the 1920 px desktop layout down to a narrower desktop window', () => {
    expect(layoutZoom('desktop', 1920, 1366)).toBeCloseTo(0.7115, 4);
    expect(layoutZoom('desktop', 1920, 1000)).toBeCloseTo(0.5208, 4);
  });

  it('leaves a window as wide as the layout or wider, and the mobile layout, unscaled', () => {
    expect(layoutZoom('desktop', 1920, 1920)).toBe(1);
    expect(layoutZoom('desktop', 1920, 2560)).toBe(1);
    expect(layoutZoom('mobile', 425, 375)).toBe(1);
    expect(layoutZoom('desktop', 1920, 0)).toBe(1);
  });

  it('always makes the scaled desktop layout exactly as wide as the window, never wider', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), (width) => {
        const zoom = layoutZoom('desktop', 1920, width);
        expect(zoom).toBeLessThanOrEqual(1);
        expect(Math.abs(1920 * zoom - Math.min(width, 1920))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('viewportMetaWidth', () => {
  it('asks for the 1920 px layout on a device that can zoom out that far', () => {
    expect(viewportMetaWidth(1920, 1000)).toBe(1920);
    expect(viewportMetaWidth(1920, 480)).toBe(1920);
    expect(viewportMetaWidth(1920, 0)).toBe(1920);
  });

  it('asks for no more than a phone can show zoomed out to a quarter (PC mode on 425 px)', () => {
    expect(viewportMetaWidth(1920, 425)).toBe(1700);
    expect(viewportMetaWidth(1920, 375)).toBe(1500);
  });
});
