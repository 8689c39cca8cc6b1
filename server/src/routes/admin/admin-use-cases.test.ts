import { checkAdjustment } from './admin-use-cases.js';

describe('admin balance adjustment', () => {
  it('refuses a zero amount with the exact message and passes any other amount through', () => {
    expect(checkAdjustment(0, '보정')).toEqual({ ok: false, kind: 'zeroAmount', message: '0이 아닌 금액을 입력해주세요.' });
    expect(checkAdjustment(-500, '회수')).toEqual({ ok: true, value: -500 });
  });

  it('refuses an adjustment without a reason (blank memo)', () => {
    expect(checkAdjustment(500, '')).toEqual({ ok: false, kind: 'reasonRequired', message: '조정 사유를 입력해주세요.' });
    expect(checkAdjustment(500, '   ')).toEqual({ ok: false, kind: 'reasonRequired', message: '조정 사유를 입력해주세요.' });
  });
});
