import { HttpError } from './errors.js';
import { done, refuse, refusalAnswer, valueOf } from './refusals.js';

describe('the one refusal table', () => {
  it('maps each kind to its status, and unknown kinds to 400 with the kind as code', () => {
    expect(refusalAnswer('notFound')).toEqual({ status: 404, code: 'notFound' });
    expect(refusalAnswer('otherMember')).toEqual({ status: 403, code: 'otherMember' });
    expect(refusalAnswer('notHideable')).toEqual({ status: 409, code: 'notHideable' });
    expect(refusalAnswer('busy')).toEqual({ status: 503, code: 'busy' });
    expect(refusalAnswer('throttled')).toEqual({ status: 429, code: 'throttled' });
    expect(refusalAnswer('rollingNotMet')).toEqual({ status: 400, code: 'rollingNotMet' });
    expect(refusalAnswer('above-balance')).toEqual({ status: 409, code: 'insufficientFunds' });
  });

  it("answers an aliased kind under its code with its own status (a bet's unknown game is 400, a board's 404)", () => {
    expect(refusalAnswer('gameNotFound')).toEqual({ status: 404, code: 'gameNotFound' });
    expect(refusalAnswer('betGameNotFound')).toEqual({ status: 400, code: 'gameNotFound' });
    expect(refusalAnswer('betRoundNotFound')).toEqual({ status: 400, code: 'roundNotFound' });
  });

  it('gives a value back, or throws the refusal with its status, message and extra fields', () => {
    expect(valueOf(done(7))).toBe(7);
    const thrown = (() => {
      try {
        valueOf(refuse('duplicate', '이미 사용중인 아이디입니다.', { field: 'userId' }));
      } catch (error) {
        return error;
      }
      return null;
    })() as HttpError;
    expect(thrown).toBeInstanceOf(HttpError);
    expect([thrown.statusCode, thrown.code, thrown.message, thrown.extra]).toEqual([
      409,
      'duplicate',
      '이미 사용중인 아이디입니다.',
      { field: 'userId' },
    ]);
  });
});
