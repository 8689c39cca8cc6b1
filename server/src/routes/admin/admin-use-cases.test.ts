import { checkAdjustment } from './admin-use-cases.js';

describe('admin balance adjustment', () => {
  it('refuses a zero amount with the exact message and passes any other amount through', () => {
    expect(checkAdjustment(0)).toEqual({ ok: false, kind: 'zeroAmount', message: '0이 아닌 금액을 입력해주세요.' });
    expect(checkAdjustment(-500)).toEqual({ ok: true, value: -500 });
  });
});
