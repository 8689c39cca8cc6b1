import { ok } from '../../shared/domain/result.js';
import { callChargeGateway } from './charge-support.js';

describe('callChargeGateway', () => {
  it('passes results through and turns a rejection into a transport failure', async () => {
    await expect(callChargeGateway(async () => ok(1))).resolves.toEqual(ok(1));
    await expect(callChargeGateway(() => Promise.reject(new Error('x')))).resolves.toEqual({
      ok: false,
      error: { kind: 'transport', message: '문제가 발생했습니다. 관리자에게 문의해주세요.' },
    });
  });
});
