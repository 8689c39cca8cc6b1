import { ok, type Result } from '../../shared/domain/result.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FEED_SPORT_IDS } from '../../labels/domain/sport-ids.js';
import type { InplayBetAnswer } from '../domain/inplay-flow-effect.js';
import type { LiveBetDelaySettings } from '../domain/live-bet-delay.js';
import type { InplayGateway } from '../application/inplay-gateway.js';
import type { InplayBetView } from '../application/inplay-bet.view.js';
import { InplayBetViewModel, type InplayBetDeps, type InplayBetTiming } from '../application/inplay-bet.view-model.js';

/** Test kit for the in-play bet view model: a scripted gateway and a wired view model on a FakeClock. */
export interface Payload {
  readonly changeFlag: boolean;
  readonly timing: InplayBetTiming;
}

export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class FakeInplayGateway implements InplayGateway<Payload> {
  readonly tokenCalls: Array<[string, number]> = [];
  readonly posts: Array<{ payload: Payload; token: string }> = [];
  /** Each token differs ('tk-1', 'tk-2', ...): a renewed token shows in the posts. */
  tokenAnswer: () => Promise<Result<string, ApiError>> = async () => ok(`tk-${this.tokenCalls.length}`);
  postAnswers: Array<Result<InplayBetAnswer, ApiError>> = [];

  getBettingToken(userId: string, sportId: number): Promise<Result<string, ApiError>> {
    this.tokenCalls.push([userId, sportId]);
    return this.tokenAnswer();
  }

  async placeInplayBet(payload: Payload, token: string): Promise<Result<InplayBetAnswer, ApiError>> {
    this.posts.push({ payload, token });
    return this.postAnswers.shift() ?? ok({ result: '0' });
  }
}

export const perSport = { soccer: 12, basketball: 7, baseball: 8, volleyball: 9, hockey: 10, basic: 11 };

export function setup(overrides: Partial<InplayBetDeps<Payload>> = {}, settings: LiveBetDelaySettings = { liveBetDelay: 0, perSport }) {
  const clock = new FakeClock(0);
  const gateway = new FakeInplayGateway();
  let autoChange = false;
  const accepted: number[] = [];
  const vm = new InplayBetViewModel<Payload>({
    clock,
    gateway,
    userId: () => 'member1',
    sportId: () => FEED_SPORT_IDS.football,
    delaySettings: () => settings,
    autoChange: () => autoChange,
    buildPayload: (changeFlag, timing) => ({ changeFlag, timing }),
    acceptChangedOdds: () => accepted.push(clock.now()),
    ...overrides,
  });
  let view: InplayBetView | undefined;
  const sub = vm.state$.subscribe((v) => (view = v));
  const current = (): InplayBetView => {
    if (!view) throw new Error('no view yet');
    return view;
  };
  return { vm, clock, gateway, accepted, current, sub, setAutoChange: (on: boolean) => (autoChange = on) };
}

/** Presses and lets the token arrive. */
export async function pressed(t: ReturnType<typeof setup>): Promise<void> {
  t.vm.pressBet();
  await flush();
}
