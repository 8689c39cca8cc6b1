import fc from 'fast-check';
import { aSessionUser } from '../testing/session-fixtures.js';
import { levelImagePath, levelOf, partnerContractPercent, showsPartnerManagement } from './member-level.js';

describe('levelOf', () => {
  it('keeps roles 1 to 5 as they are', () => {
    expect([1, 2, 3, 4, 5].map(levelOf)).toEqual([1, 2, 3, 4, 5]);
  });

  it('treats roles below 1 as 1 and above 5 as 5', () => {
    expect(levelOf(0)).toBe(1);
    expect(levelOf(-3)).toBe(1);
    expect(levelOf(10)).toBe(5);
    expect(levelOf(Number.NaN)).toBe(1);
  });

  it('always lands on a whole level from 1 to 5 and never changes an in-range role', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1_000 }), (role) => {
        const level = levelOf(role);
        expect(Number.isInteger(level) && level >= 1 && level <= 5).toBe(true);
        if (role >= 1 && role <= 5) expect(level).toBe(role);
      }),
    );
  });
});

describe('levelImagePath (spec 9: "Level image cap 5")', () => {
  it('has one image for each level from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].map(levelImagePath)).toEqual([
      '/images/levels/lv1.svg',
      '/images/levels/lv2.svg',
      '/images/levels/lv3.svg',
      '/images/levels/lv4.svg',
      '/images/levels/lv5.svg',
    ]);
  });

  it('shows the level-5 image for every role above 5 and the level-1 image below 1', () => {
    expect(levelImagePath(6)).toBe('/images/levels/lv5.svg');
    expect(levelImagePath(10)).toBe('/images/levels/lv5.svg');
    expect(levelImagePath(0)).toBe('/images/levels/lv1.svg');
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 1_000_000 }), (role) => {
        expect(levelImagePath(role)).toBe('/images/levels/lv5.svg');
      }),
    );
  });
});

describe('partner management', () => {
  it('hides the button when all three percentages are null', () => {
    expect(showsPartnerManagement(aSessionUser())).toBe(false);
  });

  it('shows the button when any one percentage is set, even to 0', () => {
    expect(showsPartnerManagement(aSessionUser({ managementTarget2Percent: 0 }))).toBe(true);
    expect(showsPartnerManagement(aSessionUser({ managementTarget3Percent: 1.5 }))).toBe(true);
  });

  it('shows the level-3 percent first, then level 2, then level 1', () => {
    expect(
      partnerContractPercent(aSessionUser({ managementTarget1Percent: 1, managementTarget2Percent: 2, managementTarget3Percent: 3 })),
    ).toBe(3);
    expect(partnerContractPercent(aSessionUser({ managementTarget1Percent: 1, managementTarget2Percent: 2 }))).toBe(2);
    expect(partnerContractPercent(aSessionUser({ managementTarget1Percent: 1 }))).toBe(1);
    expect(partnerContractPercent(aSessionUser())).toBeNull();
  });
});
