import {
  formatKstClock,
  formatKstDate,
  formatKstDateTime,
  formatKstShortDate,
  kstMinuteOfDay,
  kstStartOfDay,
  parseKstDateTime,
} from './kst.js';

describe('KST formatting', () => {
  const t = Date.UTC(2026, 10, 22, 15, 4, 5); // 2026-11-23 00:04:05 KST

  it('shows GMT+9 whatever the machine zone', () => {
    expect(formatKstClock(t)).toBe('00:04:05');
    expect(formatKstShortDate(t)).toBe('26.11.23');
    expect(formatKstDate(t)).toBe('2026-11-23');
    expect(formatKstDateTime(t)).toBe('2026-11-23 00:04:05');
  });

  it('parses the marker format back', () => {
    expect(parseKstDateTime('2026-11-23 00:04:05')).toBe(t);
    expect(parseKstDateTime('nope')).toBeNaN();
  });

  it('finds the KST day start and minute of day', () => {
    expect(formatKstDateTime(kstStartOfDay(t))).toBe('2026-11-23 00:00:00');
    expect(kstMinuteOfDay(t)).toBe(4);
  });
});
