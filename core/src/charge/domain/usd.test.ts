import fc from 'fast-check';
import {
  isUsdAddressValid,
  USD_DEPOSIT_QUICK_AMOUNTS,
  USD_DEPOSIT_RESET,
  usdTokensFor,
  validateUsdDeposit,
  validateUsdWithdrawal,
  type UsdDepositInput,
  type UsdWithdrawalInput,
} from './usd.js';

const HEX = '0123456789abcdefABCDEF';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const chars = (alphabet: string, n: number) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { minLength: n, maxLength: n }).map((a) => a.join(''));
const ethAddress = chars(HEX, 40).map((s) => `0x${s}`);
const trxAddress = chars(BASE58, 33).map((s) => `T${s}`);
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRX = 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9';

describe('USD networks and tokens', () => {
  it('offers USDT and USDC on eth but only USDT on trx', () => {
    expect(usdTokensFor('eth')).toEqual(['USDT', 'USDC']);
    expect(usdTokensFor('trx')).toEqual(['USDT']);
  });
});

describe('isUsdAddressValid', () => {
  it('accepts real-looking addresses', () => {
    expect(isUsdAddressValid('eth', ETH)).toBe(true);
    expect(isUsdAddressValid('trx', TRX)).toBe(true);
    expect(isUsdAddressValid('trx', ETH)).toBe(false);
  });

  it('accepts every generated valid address', () => {
    fc.assert(fc.property(ethAddress, (a) => expect(isUsdAddressValid('eth', a)).toBe(true)));
    fc.assert(fc.property(trxAddress, (a) => expect(isUsdAddressValid('trx', a)).toBe(true)));
  });

  it('refuses a valid address with a character added or removed', () => {
    const cases = fc.tuple(fc.constantFrom('eth' as const, 'trx' as const), fc.nat(), fc.boolean());
    fc.assert(
      fc.property(cases, ethAddress, trxAddress, ([network, at, grow], eth, trx) => {
        const a = network === 'eth' ? eth : trx;
        const i = at % a.length;
        const mutated = grow ? a.slice(0, i) + (network === 'eth' ? 'a' : 'b') + a.slice(i) : a.slice(0, i) + a.slice(i + 1);
        expect(isUsdAddressValid(network, mutated)).toBe(false);
      }),
    );
  });

  it('refuses a valid address whose prefix changed', () => {
    fc.assert(
      fc.property(ethAddress, fc.constantFrom('0X', '1x', 'xx', '00'), (a, prefix) => {
        expect(isUsdAddressValid('eth', prefix + a.slice(2))).toBe(false);
      }),
    );
    fc.assert(
      fc.property(trxAddress, fc.constantFrom('t', 'A', '1', 'X'), (a, prefix) => {
        expect(isUsdAddressValid('trx', prefix + a.slice(1))).toBe(false);
      }),
    );
  });
});

describe('validateUsdWithdrawal', () => {
  const input = (over: Partial<UsdWithdrawalInput> = {}): UsdWithdrawalInput => ({
    network: 'trx',
    token: 'USDT',
    address: TRX,
    amount: 5_000_000,
    ...over,
  });
  const messageOf = (over: Partial<UsdWithdrawalInput>): string | undefined => {
    const r = validateUsdWithdrawal(input(over));
    return r.ok ? undefined : r.error.message;
  };

  it('builds the dewit/withdrawalRequest body', () => {
    expect(validateUsdWithdrawal(input({ address: ` ${TRX} ` }))).toEqual({
      ok: true,
      value: { amount: 5_000_000, withdrawalAddress: TRX, token: 'USDT', network: 'trx' },
    });
  });

  it('names each missing or wrong field', () => {
    expect(messageOf({ network: '' })).toBe('출금할 코인 네트워크를 선택해주세요.');
    expect(messageOf({ token: '' })).toBe('출금할 코인 종류를 선택해주세요.');
    expect(messageOf({ token: 'USDC' })).toBe('출금할 코인 종류를 선택해주세요.');
    expect(messageOf({ address: '  ' })).toBe('출금 주소를 입력해주세요.');
    expect(messageOf({ address: ETH })).toBe('지갑 주소의 규칙에 맞지 않습니다.');
    expect(messageOf({ amount: 0 })).toBe('출금 수량을 입력해주세요.');
    expect(messageOf({ amount: 1.5 })).toBe('출금 수량을 입력해주세요.');
    expect(messageOf({ tetherMaintenance: true })).toBe('테더 입출금 점검중입니다.');
  });

  it('accepts USDC on eth with an eth address', () => {
    expect(validateUsdWithdrawal(input({ network: 'eth', token: 'USDC', address: ETH })).ok).toBe(true);
  });
});

describe('validateUsdDeposit', () => {
  const input = (over: Partial<UsdDepositInput> = {}): UsdDepositInput => ({
    network: 'trx',
    token: 'USDT',
    amountText: '100',
    ...over,
  });
  const messageOf = (over: Partial<UsdDepositInput>): string | undefined => {
    const r = validateUsdDeposit(input(over));
    return r.ok ? undefined : r.error.message;
  };

  it('sends a trx amount typed in whole USDT as micro-USDT', () => {
    expect(validateUsdDeposit(input({ amountText: '1,000' }))).toEqual({
      ok: true,
      value: { network: 'trx', token: 'USDT', depositAmount: 1_000_000_000 },
    });
  });

  it('asks no amount on eth', () => {
    expect(validateUsdDeposit(input({ network: 'eth', token: 'USDC', amountText: 'x' }))).toEqual({
      ok: true,
      value: { network: 'eth', token: 'USDC', depositAmount: 0 },
    });
  });

  it('names each problem', () => {
    expect(messageOf({ network: 'btc' })).toBe('입금할 코인 네트워크를 선택해주세요.');
    expect(messageOf({ token: '' })).toBe('입금할 코인 종류를 선택해주세요.');
    expect(messageOf({ amountText: '0' })).toBe('입금 금액을 입력해주세요.');
    expect(messageOf({ amountText: '' })).toBe('입금 금액을 입력해주세요.');
    expect(messageOf({ amountText: '10.5' })).toBe('입금 금액은 숫자만 입력해주세요.');
    expect(messageOf({ amountText: '99999999999' })).toBe('입금 금액은 숫자만 입력해주세요.');
    expect(messageOf({ tetherMaintenance: true })).toBe('테더 입출금 점검중입니다.');
  });

  it('accepts exactly the non-zero digit strings on trx (thousands separators and edge spaces aside)', () => {
    const text = fc.oneof(fc.string({ maxLength: 8 }), fc.stringMatching(/^[ 0-9,.a-]{0,8}$/));
    fc.assert(
      fc.property(text, (text) => {
        const digits = text.replace(/,/g, '').trim();
        const expected = /^\d+$/.test(digits) && Number(digits) > 0;
        expect(validateUsdDeposit(input({ amountText: text })).ok).toBe(expected);
      }),
    );
  });

  it("resets to eth, no token, amount 0, with the spec's quick amounts", () => {
    expect(USD_DEPOSIT_RESET).toEqual({ network: 'eth', token: '', amountText: '0' });
    expect(USD_DEPOSIT_QUICK_AMOUNTS[0]).toBe(10_000);
    expect(USD_DEPOSIT_QUICK_AMOUNTS.at(-1)).toBe(1_000_000);
  });
});
