import { DEFAULT_SETTINGS } from '../settings/site-settings.js';
import { pendingRequestRace } from './charge-use-cases.js';
import { checkTetherCharge, checkUsdDeposit, tetherOpen } from './usd-use-cases.js';

const closed = { ...DEFAULT_SETTINGS, tetherMaintenanceFlag: true };

describe('USD request rules', () => {
  it('refuses tether calls during maintenance (403 kind) and lets them through otherwise', () => {
    expect(tetherOpen(closed)).toEqual({ ok: false, kind: 'tetherMaintenance', message: '테더 입출금 점검중입니다.' });
    expect(tetherOpen(DEFAULT_SETTINGS)).toEqual({ ok: true, value: undefined });
  });

  it('takes only USDT on trx for a tether charge', () => {
    expect(checkTetherCharge(DEFAULT_SETTINGS, 'trx', 'USDC')).toEqual({
      ok: false,
      kind: 'token-required',
      message: '입금할 코인 종류를 선택해주세요.',
    });
    expect(checkTetherCharge(DEFAULT_SETTINGS, 'eth', 'USDC').ok).toBe(true);
  });

  it('refuses a USD deposit that is not a whole number of USDT', () => {
    expect(checkUsdDeposit(DEFAULT_SETTINGS, { network: 'trx', token: 'USDT', amount: 1_500_000 })).toEqual({
      ok: false,
      kind: 'amount-digits',
      message: '입금 금액은 숫자만 입력해주세요.',
    });
  });
});

describe('the race for the one waiting deposit', () => {
  it('turns a unique violation into the pending-request refusal and leaves other errors alone', () => {
    expect(pendingRequestRace({ code: '23505' })).toEqual({
      ok: false,
      kind: 'pending-request',
      message: '처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.',
    });
    expect(pendingRequestRace(new Error('boom'))).toBeNull();
  });
});
