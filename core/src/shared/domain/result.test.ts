import { domainError, fail, ok, unwrap } from './result.js';

describe('Result', () => {
  it('carries a value or a Korean domain error', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const e = domainError('minStake', '최소 베팅은 5000원 이상입니다.');
    expect(fail(e)).toEqual({ ok: false, error: { kind: 'minStake', message: '최소 베팅은 5000원 이상입니다.' } });
  });

  it('unwrap throws only on a broken invariant', () => {
    expect(unwrap(ok('x'))).toBe('x');
    expect(() => unwrap(fail(domainError('x', 'y')))).toThrow('unwrap on failed result');
  });
});
