import fc from 'fast-check';
import { isNarrowScreen, viewportMode } from './viewport.js';

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
