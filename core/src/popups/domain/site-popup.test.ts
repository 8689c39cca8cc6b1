import fc from 'fast-check';
import { isPopupActive, popupCssLength, popupPlacement } from './site-popup.js';
import { POPUPS_MESSAGES } from './popups.messages.js';

describe('site popup', () => {
  it('is active only with popupStatus 0', () => {
    expect(isPopupActive({ id: 1, popupStatus: 0, contents: '' })).toBe(true);
    expect(isPopupActive({ id: 1, popupStatus: 1, contents: '' })).toBe(false);
  });

  it('places the popup with the desktop or mobile offsets as CSS lengths', () => {
    const p = {
      id: 1,
      popupStatus: 0,
      contents: '',
      popupSize: '500',
      pcLeftLocation: 100,
      pcRightLocation: '10%',
      popupLeftLocation: null,
      popupRightLocation: '2.5REM',
    };
    expect(popupPlacement(p, 'desktop')).toEqual({ left: '100px', right: '10%', size: '500px' });
    expect(popupPlacement(p, 'mobile')).toEqual({ left: null, right: '2.5rem', size: '500px' });
  });

  it('drops anything that is not a plain length', () => {
    expect([
      popupCssLength('expression(alert(1))'),
      popupCssLength('10px; color: red'),
      popupCssLength(Number.NaN),
      popupCssLength(undefined),
    ]).toEqual([null, null, null, null]);
  });

  it('labels the close button', () => {
    expect(POPUPS_MESSAGES.close).toBe('닫기');
  });

  it('property: any whole number of pixels, as number or text, becomes that many px', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 5_000 }), (n) => {
        expect(popupCssLength(n)).toBe(`${n}px`);
        expect(popupCssLength(String(n))).toBe(`${n}px`);
      }),
    );
  });
});
