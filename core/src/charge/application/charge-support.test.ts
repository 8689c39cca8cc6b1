import { apiError } from '../../shared/domain/api-error.js';
import { ok } from '../../shared/domain/result.js';
import { callChargeGateway, serverMessageOr } from './charge-support.js';

describe('serverMessageOr', () => {
  it('prefers the server\'s own message from the error body', () => {
    expect(serverMessageOr(apiError('http', 'x', { body: { message: '잔액이 부족합니다.' } }), '기본')).toBe('잔액이 부족합니다.');
  });

  it('uses a specific http message when the body has none', () => {
    expect(serverMessageOr(apiError('http', '한도를 초과했습니다.'), '기본')).toBe('한도를 초과했습니다.');
  });

  it('falls back to the screen\'s default for the catch-all, blank texts and non-http failures', () => {
    expect(serverMessageOr(apiError('http', '문제가 발생했습니다. 관리자에게 문의해주세요.'), '기본')).toBe('기본');
    expect(serverMessageOr(apiError('http', ' ', { body: { message: ' ' } }), '기본')).toBe('기본');
    expect(serverMessageOr(apiError('transport', 'network down'), '기본')).toBe('기본');
    expect(serverMessageOr(apiError('decode', 'bad', { body: 'text' }), '기본')).toBe('기본');
  });
});

describe('callChargeGateway', () => {
  it('passes results through and turns a rejection into a transport failure', async () => {
    await expect(callChargeGateway(async () => ok(1))).resolves.toEqual(ok(1));
    await expect(callChargeGateway(() => Promise.reject(new Error('x')))).resolves.toEqual({
      ok: false,
      error: { kind: 'transport', message: '문제가 발생했습니다. 관리자에게 문의해주세요.' },
    });
  });
});
