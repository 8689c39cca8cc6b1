import { INPLAY_MESSAGES } from './inplay.messages.js';
import { INPLAY_IDLE, inplayFlow, isInplayBusy, type InplayFlowEvent, type InplayFlowState } from './inplay-flow.js';

const run = (events: InplayFlowEvent[], from: InplayFlowState = INPLAY_IDLE): InplayFlowState => events.reduce(inplayFlow, from);
const press = (delayMs = 5000): InplayFlowEvent => ({ type: 'pressBet', delayMs });
const token: InplayFlowEvent = { type: 'tokenReceived', token: 'tk' };
const tick = (elapsedMs = 1000): InplayFlowEvent => ({ type: 'tick', elapsedMs });
const odds = (autoChange: boolean): InplayFlowEvent => ({ type: 'oddsChanged', autoChange });
const result = (outcome: Extract<InplayFlowEvent, { type: 'postResult' }>['outcome']): InplayFlowEvent => ({ type: 'postResult', outcome });

describe('inplayFlow', () => {
  it('fetches a token, counts down and posts when the countdown reaches zero', () => {
    expect(run([press(3000)])).toEqual({ status: 'fetchingToken', delayMs: 3000, changeFlag: false, attempt: 1, oddsChangePending: false });
    expect(run([press(3000), token])).toEqual({
      status: 'countingDown',
      token: 'tk',
      delayMs: 3000,
      remainingMs: 3000,
      changeFlag: false,
      attempt: 1,
    });
    expect(run([press(3000), token, tick(), tick()])).toMatchObject({ status: 'countingDown', remainingMs: 1000 });
    expect(run([press(3000), token, tick(), tick(), tick()])).toEqual({
      status: 'posting',
      token: 'tk',
      delayMs: 3000,
      changeFlag: false,
      attempt: 1,
    });
  });

  it("ends done with the spec's success text", () => {
    expect(run([press(1000), token, tick(), result({ kind: 'success' })])).toEqual({ status: 'done', message: '베팅이 완료 되었습니다.' });
  });

  it('ends failed with the server text on a failed post or token', () => {
    expect(run([press(1000), token, tick(), result({ kind: 'failure', message: '한도 초과' })])).toEqual({
      status: 'failed',
      message: '한도 초과',
    });
    expect(run([press(), { type: 'tokenFailed', message: '토큰 오류' }])).toEqual({ status: 'failed', message: '토큰 오류' });
  });

  it('answers a second press while busy with the in-progress notice and changes nothing else', () => {
    const counting = run([press(), token]);
    const pressed = inplayFlow(counting, press(9000));
    expect(pressed).toEqual({ ...counting, notice: '베팅 진행중입니다.' });
    expect(INPLAY_MESSAGES.inProgress).toBe('베팅 진행중입니다.');
    expect(inplayFlow(pressed, tick())).toEqual({ ...counting, remainingMs: 4000 });
    for (const busy of [run([press()]), run([press(), token, odds(false)]), run([press(1000), token, tick()])]) {
      expect(inplayFlow(busy, press()).notice).toBe('베팅 진행중입니다.');
      expect(inplayFlow(busy, press()).status).toBe(busy.status);
    }
  });

  it('with auto-change on, takes the new odds and counts the whole delay down again on a new token', () => {
    const renewing = run([press(3000), token, tick(), odds(true)]);
    expect(renewing).toEqual({ status: 'fetchingToken', delayMs: 3000, changeFlag: true, attempt: 1, oddsChangePending: false });
    expect(run([{ type: 'tokenReceived', token: 'tk2' }], renewing)).toMatchObject({
      status: 'countingDown',
      token: 'tk2',
      remainingMs: 3000,
      changeFlag: true,
    });
  });

  it('asks with auto-change off; accept restarts the countdown with the change flag on a new token', () => {
    const asking = run([press(3000), token, tick(), odds(false)]);
    expect(asking).toEqual({ status: 'confirmingOddsChange', token: 'tk', delayMs: 3000, changeFlag: false, attempt: 1 });
    expect(INPLAY_MESSAGES.confirmOddsChange).toBe('배당이 변경되었습니다. 베팅하시겠습니까?');
    expect(inplayFlow(asking, tick())).toBe(asking);
    expect(inplayFlow(asking, odds(false))).toBe(asking);
    const accepted = inplayFlow(asking, { type: 'accept' });
    expect(accepted).toEqual({ status: 'fetchingToken', delayMs: 3000, changeFlag: true, attempt: 1, oddsChangePending: false });
    expect(run([{ type: 'tokenReceived', token: 'tk2' }], accepted)).toEqual({
      status: 'countingDown',
      token: 'tk2',
      delayMs: 3000,
      remainingMs: 3000,
      changeFlag: true,
      attempt: 1,
    });
  });

  it('asks as soon as the token comes when odds moved while fetching it', () => {
    expect(run([press(), odds(false), token])).toMatchObject({ status: 'confirmingOddsChange', changeFlag: false });
    expect(run([press(), odds(true), token])).toMatchObject({ status: 'countingDown', token: 'tk', changeFlag: true });
  });

  it('cancels before the post but not after', () => {
    const cancelled = { status: 'cancelled', message: '베팅이 취소되었습니다.' };
    expect(run([press(), { type: 'cancel' }])).toEqual(cancelled);
    expect(run([press(), token, { type: 'cancel' }])).toEqual(cancelled);
    expect(run([press(), token, odds(false), { type: 'cancel' }])).toEqual(cancelled);
    expect(run([press(), { type: 'cancel' }, token])).toEqual(cancelled);
    const posting = run([press(1000), token, tick()]);
    expect(inplayFlow(posting, { type: 'cancel' })).toBe(posting);
  });

  it('posts once more with the change flag on result 10, after the delay on a new token, then gives up', () => {
    const posting = run([press(1000), token, tick()]);
    const renewing = inplayFlow(posting, result({ kind: 'oddsChanged' }));
    expect(renewing).toEqual({ status: 'fetchingToken', delayMs: 1000, changeFlag: true, attempt: 2, oddsChangePending: false });
    const waiting = run([{ type: 'tokenReceived', token: 'tk2' }], renewing);
    expect(waiting).toMatchObject({ status: 'countingDown', token: 'tk2', remainingMs: 1000 });
    const retry = inplayFlow(waiting, tick());
    expect(retry).toEqual({ status: 'posting', token: 'tk2', delayMs: 1000, changeFlag: true, attempt: 2 });
    expect(inplayFlow(retry, result({ kind: 'success' }))).toMatchObject({ status: 'done' });
    expect(inplayFlow(retry, result({ kind: 'oddsChanged' }))).toEqual({
      status: 'failed',
      message: '배당이 다시 변경되어 베팅하지 못했습니다. 다시 시도해주세요.',
    });
  });

  it('posts on the first tick when the delay is zero, and clamps odd tick and delay values', () => {
    expect(run([press(0), token])).toMatchObject({ status: 'countingDown', remainingMs: 0 });
    expect(run([press(0), token, tick(0)])).toMatchObject({ status: 'posting' });
    expect(run([press(-50)])).toMatchObject({ delayMs: 0 });
    expect(run([press(Number.NaN)])).toMatchObject({ delayMs: 0 });
    expect(run([press(3000), token, tick(-5000)])).toMatchObject({ remainingMs: 3000 });
    expect(run([press(3000), token, tick(10_000)])).toMatchObject({ status: 'posting' });
  });

  it('ignores events that do not apply to the state', () => {
    const idle = INPLAY_IDLE;
    for (const e of [
      token,
      tick(),
      odds(false),
      { type: 'accept' },
      { type: 'cancel' },
      result({ kind: 'success' }),
      { type: 'tokenFailed', message: 'x' },
    ] as InplayFlowEvent[]) {
      expect(inplayFlow(idle, e)).toBe(idle);
    }
    const posting = run([press(1000), token, tick()]);
    expect(inplayFlow(posting, odds(false))).toBe(posting);
    expect(inplayFlow(posting, { type: 'dismiss' })).toBe(posting);
  });

  it('returns to idle on dismiss and starts a new bet from any ending', () => {
    const done = run([press(1000), token, tick(), result({ kind: 'success' })]);
    expect(inplayFlow(done, { type: 'dismiss' })).toBe(INPLAY_IDLE);
    expect(isInplayBusy(done)).toBe(false);
    expect(inplayFlow(done, press(2000))).toMatchObject({ status: 'fetchingToken', delayMs: 2000 });
  });
});
