import { checkPartnerRange, daysOf, partnerPresetRange, rangeDayCount } from './partner-range.js';

// 2026-11-22 12:00 KST.
const NOW = Date.UTC(2026, 10, 22, 3, 0, 0);

describe('partner day ranges', () => {
  it('turns the presets into KST days ending today', () => {
    expect(partnerPresetRange('today', NOW)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(partnerPresetRange('week', NOW)).toEqual({ from: '2026-11-15', to: '2026-11-22' });
    expect(partnerPresetRange('month', NOW)).toEqual({ from: '2026-10-22', to: '2026-11-22' });
  });

  it('checks typed days: real dates, in order, at most 93 days', () => {
    expect(checkPartnerRange('2026-11-01', '2026-11-22')).toEqual({ ok: true, value: { from: '2026-11-01', to: '2026-11-22' } });
    expect(checkPartnerRange('2026-02-30', '2026-03-01')).toEqual({
      ok: false,
      error: { kind: 'invalidDate', message: '날짜를 확인해주세요.' },
    });
    expect(checkPartnerRange('2026-11-23', '2026-11-22')).toEqual({
      ok: false,
      error: { kind: 'startAfterEnd', message: '시작일은 종료일보다 늦을 수 없습니다.' },
    });
    expect(checkPartnerRange('2026-01-01', '2026-11-22')).toEqual({
      ok: false,
      error: { kind: 'rangeTooLong', message: '조회 기간은 최대 93일입니다.' },
    });
    expect(checkPartnerRange('2026-11-01', '2026-11-03', 2).ok).toBe(false);
  });

  it('lists every day of a range across a month end', () => {
    const range = { from: '2026-10-30', to: '2026-11-02' };
    expect(rangeDayCount(range)).toBe(4);
    expect(daysOf(range)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});
