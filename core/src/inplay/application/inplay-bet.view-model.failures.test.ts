import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { InplayBetAnswer } from '../domain/inplay-flow-effect.js';
import { InplayGateway } from './inplay-gateway.js';
import { flush, pressed, setup } from '../testing/inplay-test-kit.js';

describe('InplayBetViewModel when things go wrong', () => {
  it('shows the server text when the post or the token fails', async () => {
    const t = setup();
    t.gateway.postAnswers = [fail(apiError('http', '베팅 한도를 초과했습니다.', { status: 400 }))];
    await pressed(t);
    t.clock.advance(12_000);
    await flush();
    expect(t.current()).toMatchObject({ status: 'failed', message: '베팅 한도를 초과했습니다.' });

    const u = setup();
    u.gateway.tokenAnswer = async () => fail(apiError('http', '토큰을 발급할 수 없습니다.'));
    await pressed(u);
    expect(u.current()).toMatchObject({ status: 'failed', message: '토큰을 발급할 수 없습니다.' });
  });

  it('falls back to the default text when the gateway throws or the payload cannot be built', async () => {
    const t = setup();
    t.gateway.tokenAnswer = () => Promise.reject(new Error('network'));
    await pressed(t);
    expect(t.current()).toMatchObject({ status: 'failed', message: '문제가 발생했습니다. 관리자에게 문의해주세요.' });

    const u = setup({
      buildPayload: () => {
        throw new Error('slip is empty');
      },
    });
    await pressed(u);
    u.clock.advance(12_000);
    await flush();
    expect(u.current()).toMatchObject({ status: 'failed', message: '문제가 발생했습니다. 관리자에게 문의해주세요.' });
  });

  it('drops a token that answers a press already cancelled', async () => {
    const t = setup();
    const resolvers: Array<(r: Result<string, ApiError>) => void> = [];
    t.gateway.tokenAnswer = () => new Promise((resolve) => resolvers.push(resolve));
    t.vm.pressBet();
    t.vm.cancel();
    t.vm.pressBet();
    resolvers[0]?.(ok('old'));
    await flush();
    expect(t.current().status).toBe('fetchingToken');
    resolvers[1]?.(ok('new'));
    await flush();
    t.clock.advance(12_000);
    expect(t.gateway.posts.map((p) => p.token)).toEqual(['new']);
  });

  it('returns to idle on dismiss and can bet again', async () => {
    const t = setup();
    await pressed(t);
    t.vm.cancel();
    t.vm.dismiss();
    expect(t.current()).toEqual({ status: 'idle', buttonLocked: false, notice: null });
    await pressed(t);
    expect(t.current().status).toBe('countingDown');
  });

  it('does nothing after dispose', async () => {
    const t = setup();
    await pressed(t);
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    t.clock.advance(60_000);
    t.vm.pressBet();
    await flush();
    expect(t.gateway.posts).toHaveLength(0);
    expect(t.gateway.tokenCalls).toHaveLength(1);
  });

  it('reports nothing for a post in flight when disposed', async () => {
    const t = setup();
    let answer: ((r: Result<InplayBetAnswer, ApiError>) => void) | undefined;
    t.gateway.placeInplayBet = (payload, token) => {
      t.gateway.posts.push({ payload, token });
      return new Promise((resolve) => (answer = resolve));
    };
    await pressed(t);
    t.clock.advance(12_000);
    t.vm.dispose();
    answer?.(ok({ result: '0' }));
    await flush();
    expect(t.current().status).toBe('posting');
  });
});

describe('InplayGateway', () => {
  it('has an injection token named after it', () => {
    expect(InplayGateway.description).toBe('InplayGateway');
  });
});
