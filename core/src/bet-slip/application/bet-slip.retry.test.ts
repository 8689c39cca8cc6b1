import { BehaviorSubject } from 'rxjs';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { PrematchBetPayload } from '../domain/payloads.js';
import { FakeBetSlipGateway, slipEntry } from '../testing/bet-slip-fixtures.js';
import type { BetSlipContext, BetSlipPlaced } from './bet-slip.ports.js';
import type { BetSlipView } from './bet-slip.view.js';
import { BetSlipViewModel } from './bet-slip.view-model.js';

const MEMBER: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'tester', role: 2, cash: 1_000_000 };
const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const NO_ANSWER = fail(apiError('transport', '서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.'));

/** Answers scripted per attempt, and the Idempotency-Key each attempt carried. */
class KeyRecordingGateway extends FakeBetSlipGateway {
  readonly keys: (string | undefined)[] = [];
  script: Result<BetSlipPlaced, ApiError>[] = [];

  override async placePrematchBet(_payload: PrematchBetPayload, intent?: MoneyIntent): Promise<Result<BetSlipPlaced, ApiError>> {
    this.keys.push(intent?.idempotencyKey);
    return this.script.shift() ?? ok({ slipId: 1 });
  }
}

function setup() {
  const clock = new FakeClock(0);
  const gateway = new KeyRecordingGateway(clock);
  let n = 0;
  const ids = { newId: () => `intent-key-${++n}` };
  const vm = new BetSlipViewModel({ gateway, context$: new BehaviorSubject(MEMBER), retry: { ids, clock } });
  const seen: BetSlipView[] = [];
  vm.state$.subscribe((v) => seen.push(v));
  const view = (): BetSlipView => seen[seen.length - 1]!;
  return { clock, gateway, vm, seen, view };
}

async function readySlip(t: ReturnType<typeof setup>): Promise<void> {
  await flush();
  t.vm.addBet(slipEntry({ id: 501, fixtureId: 10, price: 185, version: 3, betNameKorean: '홈승' }));
  t.vm.setStakeText('10000');
}

describe('BetSlipViewModel retries a submit that got no answer', () => {
  it('keeps one key across the retries of one submit, says it is retrying, then shows one outcome', async () => {
    const t = setup();
    await readySlip(t);
    t.gateway.script = [NO_ANSWER, NO_ANSWER, ok({ slipId: 42 })];
    t.vm.submit();
    await flush();
    expect(t.view()).toMatchObject({ status: 'submitting', retryText: '재시도 중입니다… (2/3)' });
    t.clock.advance(1_000);
    await flush();
    expect(t.view()).toMatchObject({ status: 'submitting', retryText: '재시도 중입니다… (3/3)' });
    t.clock.advance(2_000);
    await flush();
    expect(t.view().status).toBe('done');
    expect(t.gateway.keys).toEqual(['intent-key-1', 'intent-key-1', 'intent-key-1']);
    expect(t.seen.filter((v) => v.status === 'done')).toHaveLength(1);
  });

  it('mints a new key for the next submit (a new intent)', async () => {
    const t = setup();
    await readySlip(t);
    t.vm.submit();
    await flush();
    t.vm.dismiss();
    await readySlip(t);
    t.vm.submit();
    await flush();
    expect(t.gateway.keys).toEqual(['intent-key-1', 'intent-key-2']);
  });

  it('stops after three attempts without an answer and shows that failure once', async () => {
    const t = setup();
    await readySlip(t);
    t.gateway.script = [NO_ANSWER, NO_ANSWER, NO_ANSWER];
    t.vm.submit();
    await flush();
    t.clock.advance(1_000);
    await flush();
    t.clock.advance(2_000);
    await flush();
    expect(t.gateway.keys).toHaveLength(3);
    expect(t.view()).toMatchObject({ status: 'error' });
  });

  it('never retries an answer: a refusal is final', async () => {
    const t = setup();
    await readySlip(t);
    t.gateway.script = [fail(apiError('http', '보유 캐쉬가 부족합니다.', { status: 400 }))];
    t.vm.submit();
    await flush();
    t.clock.advance(5_000);
    await flush();
    expect(t.gateway.keys).toEqual(['intent-key-1']);
    expect(t.view().status).toBe('error');
  });
});
