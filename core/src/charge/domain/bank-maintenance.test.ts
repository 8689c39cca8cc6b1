import fc from 'fast-check';
import { KST_OFFSET_MS } from '../../shared/domain/kst.js';
import { isBankMaintenance } from './bank-maintenance.js';

/** Epoch ms of a KST wall-clock time. */
const kst = (y: number, mo: number, d: number, h: number, mi: number, s = 0): number => Date.UTC(y, mo - 1, d, h, mi, s) - KST_OFFSET_MS;

describe('isBankMaintenance', () => {
  it('is open at 23:29:59 and closed from 23:30:00 KST', () => {
    expect(isBankMaintenance(kst(2026, 11, 22, 23, 29, 59))).toBe(false);
    expect(isBankMaintenance(kst(2026, 11, 22, 23, 30))).toBe(true);
  });

  it('is closed at 00:29:59 and open again from 00:30:00 KST', () => {
    expect(isBankMaintenance(kst(2026, 11, 23, 0, 29, 59))).toBe(true);
    expect(isBankMaintenance(kst(2026, 11, 23, 0, 30))).toBe(false);
  });

  it('reads KST, not UTC: 14:30 UTC is 23:30 KST', () => {
    expect(isBankMaintenance(Date.UTC(2026, 10, 22, 14, 30))).toBe(true);
    expect(isBankMaintenance(Date.UTC(2026, 10, 22, 23, 30))).toBe(false); // 08:30 KST
  });

  it('is closed exactly on the minutes from 23:30 to 00:29 on any day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 59 }),
        (day, minute, second) => {
          const at = Date.UTC(2020, 0, 1 + day, 0, minute, second) - KST_OFFSET_MS;
          expect(isBankMaintenance(at)).toBe(minute >= 23 * 60 + 30 || minute < 30);
        },
      ),
    );
  });
});
