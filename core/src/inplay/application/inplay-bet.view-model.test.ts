import { Subject } from 'rxjs';
import { ok } from '../../shared/domain/result.js';
import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import { flush, perSport, pressed, setup } from '../testing/inplay-test-kit.js';

describe('InplayBetViewModel', () => {
  it('fetches a token for the member and sport, counts down the sport delay, then posts', async () => {
    const t = setup();
    expect(t.current()).toMatchObject({ status: 'idle', buttonLocked: false, notice: null });
    await pressed(t);
    expect(t.gateway.tokenCalls).toEqual([['member1', FEED_SPORT_IDS.football]]);
    expect(t.current()).toMatchObject({
      status: 'countingDown',
      remainingSeconds: 12,
      totalSeconds: 12,
      timerColour: 'green',
      widgetSizePx: 200,
      buttonLocked: true,
    });
    t.clock.advance(11_000);
    expect(t.current()).toMatchObject({ status: 'countingDown', remainingSeconds: 1 });
    expect(t.gateway.posts).toHaveLength(0);
    t.clock.advance(1_000);
    expect(t.current()).toMatchObject({ status: 'posting', buttonLocked: true });
    expect(t.gateway.posts).toEqual([
      { payload: { changeFlag: false, timing: { liveBetTime: 12, sportIdForLiveBetTime: 6046 } }, token: 'tk-1' },
    ]);
    await flush();
    expect(t.current()).toEqual({ status: 'done', message: '베팅이 완료 되었습니다.', buttonLocked: false, notice: null });
    t.clock.advance(60_000);
    expect(t.gateway.posts).toHaveLength(1);
  });

  it('turns the timer orange at 10 s and red at 5 s', async () => {
    const t = setup();
    await pressed(t);
    const colours: string[] = [];
    for (let i = 0; i < 11; i++) {
      const v = t.current();
      if (v.status === 'countingDown') colours.push(`${v.remainingSeconds}:${v.timerColour}`);
      t.clock.advance(1_000);
    }
    expect(colours).toEqual([
      '12:green',
      '11:green',
      '10:orange',
      '9:orange',
      '8:orange',
      '7:orange',
      '6:orange',
      '5:red',
      '4:red',
      '3:red',
      '2:red',
    ]);
  });

  it('uses a global delay of at least 3 s, or the per-sport floor under the other reading', async () => {
    const a = setup({}, { liveBetDelay: 4, perSport });
    await pressed(a);
    expect(a.current()).toMatchObject({ remainingSeconds: 4 });
    const b = setup({ delayPolicy: 'perSportFloored', sportId: () => 1 }, { liveBetDelay: 30, perSport: { ...perSport, basic: 1 } });
    await pressed(b);
    expect(b.current()).toMatchObject({ remainingSeconds: 3 });
  });

  it('asks on an odds change with auto-change off; accept restarts the countdown on a new token and posts with the change flag', async () => {
    const t = setup();
    await pressed(t);
    t.clock.advance(5_000);
    t.vm.oddsChanged();
    expect(t.current()).toEqual({
      status: 'confirmingOddsChange',
      question: '배당이 변경되었습니다. 베팅하시겠습니까?',
      buttonLocked: true,
      notice: null,
    });
    t.clock.advance(30_000);
    expect(t.gateway.posts).toHaveLength(0);
    t.vm.accept();
    expect(t.accepted).toEqual([35_000]);
    expect(t.current()).toMatchObject({ status: 'fetchingToken' });
    await flush();
    expect(t.gateway.tokenCalls).toHaveLength(2);
    expect(t.current()).toMatchObject({ status: 'countingDown', remainingSeconds: 12 });
    t.clock.advance(11_000);
    expect(t.gateway.posts).toHaveLength(0);
    t.clock.advance(1_000);
    expect(t.gateway.posts.map((p) => [p.token, p.payload.changeFlag])).toEqual([['tk-2', true]]);
  });

  it('with auto-change on, counts the whole delay down again on a new token and posts with the change flag', async () => {
    const t = setup();
    t.setAutoChange(true);
    await pressed(t);
    t.clock.advance(5_000);
    t.vm.oddsChanged();
    await flush();
    expect(t.current()).toMatchObject({ status: 'countingDown', remainingSeconds: 12 });
    t.clock.advance(11_000);
    expect(t.gateway.posts).toHaveLength(0);
    t.clock.advance(1_000);
    expect(t.gateway.posts.map((p) => [p.token, p.payload.changeFlag])).toEqual([['tk-2', true]]);
    expect(t.accepted).toEqual([]);
  });

  it('takes odds changes from a stream too', async () => {
    const changes = new Subject<void>();
    const t = setup({ oddsChanged$: changes });
    await pressed(t);
    changes.next();
    expect(t.current().status).toBe('confirmingOddsChange');
  });

  it('stops on cancel: no post, however long we wait', async () => {
    const t = setup();
    await pressed(t);
    t.clock.advance(3_000);
    t.vm.cancel();
    expect(t.current()).toMatchObject({ status: 'cancelled', message: '베팅이 취소되었습니다.', buttonLocked: false });
    t.clock.advance(60_000);
    expect(t.gateway.posts).toHaveLength(0);
  });

  it('retries once with the change flag on result 10, after the delay on a new token', async () => {
    const t = setup();
    t.gateway.postAnswers = [ok({ result: '10' }), ok({ result: '0' })];
    await pressed(t);
    t.clock.advance(12_000);
    await flush();
    await flush();
    expect(t.current()).toMatchObject({ status: 'countingDown', remainingSeconds: 12 });
    expect(t.gateway.posts).toHaveLength(1);
    t.clock.advance(12_000);
    await flush();
    expect(t.gateway.posts.map((p) => [p.token, p.payload.changeFlag])).toEqual([
      ['tk-1', false],
      ['tk-2', true],
    ]);
    expect(t.current()).toMatchObject({ status: 'done', message: '베팅이 완료 되었습니다.' });
  });

  it('gives up after the one retry when the odds change again', async () => {
    const t = setup();
    t.gateway.postAnswers = [ok({ result: '10' }), ok({ result: '10' })];
    await pressed(t);
    t.clock.advance(12_000);
    await flush();
    await flush();
    t.clock.advance(12_000);
    await flush();
    expect(t.gateway.posts).toHaveLength(2);
    expect(t.current()).toMatchObject({ status: 'failed', message: '배당이 다시 변경되어 베팅하지 못했습니다. 다시 시도해주세요.' });
  });

  it('answers a second press with the in-progress notice and fetches no second token', async () => {
    const t = setup();
    await pressed(t);
    t.vm.pressBet();
    expect(t.current()).toMatchObject({ status: 'countingDown', notice: '베팅 진행중입니다.', buttonLocked: true });
    await flush();
    expect(t.gateway.tokenCalls).toHaveLength(1);
    t.clock.advance(1_000);
    expect(t.current().notice).toBeNull();
  });
});
