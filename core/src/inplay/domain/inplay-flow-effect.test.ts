import { apiError } from '../../shared/domain/api-error.js';
import { fail, ok } from '../../shared/domain/result.js';
import { INPLAY_IDLE } from './inplay-flow.js';
import { inplayFlowEffects, inplayPostOutcome } from './inplay-flow-effect.js';

describe('inplay flow effects', () => {
  it('classifies result 10 as an odds change and other answers as success', () => {
    expect(inplayPostOutcome(ok({ result: '10' }))).toEqual({ kind: 'oddsChanged' });
    expect(inplayPostOutcome(ok({ result: '0', message: 'ok' }))).toEqual({ kind: 'success' });
  });

  it('carries the server text of a failure, else the default text', () => {
    expect(inplayPostOutcome(fail(apiError('http', '베팅 한도를 초과했습니다.', { status: 400 })))).toEqual({
      kind: 'failure',
      message: '베팅 한도를 초과했습니다.',
    });
    expect(inplayPostOutcome(fail(apiError('transport', '')))).toEqual({
      kind: 'failure',
      message: '문제가 발생했습니다. 관리자에게 문의해주세요.',
    });
  });

  it('asks for nothing when nothing changed', () => {
    expect(inplayFlowEffects(INPLAY_IDLE, INPLAY_IDLE)).toEqual([]);
  });
});
