import { Observable, Subject, type Subscription, distinctUntilChanged, exhaustMap, map } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { Clock } from '../../shared/ports/clock.js';
import { INPLAY_TICK_MS } from '../domain/inplay.constants.js';
import { INPLAY_MESSAGES } from '../domain/inplay.messages.js';
import { INPLAY_IDLE, inplayFlow, type InplayFlowEvent, type InplayFlowState, type InplayPostOutcome } from '../domain/inplay-flow.js';
import { inplayFlowEffects, inplayPostOutcome, type InplayFlowEffect } from '../domain/inplay-flow-effect.js';
import { liveBetDelaySeconds, type LiveBetDelayPolicy, type LiveBetDelaySettings } from '../domain/live-bet-delay.js';
import type { InplayGateway } from './inplay-gateway.js';
import { inplayBetView, type InplayBetView } from './inplay-bet.view.js';

/** The live-bet timing the in-play bet request carries (spec section 7: liveBetTime, sportIdForLiveBetTime). */
export interface InplayBetTiming {
  readonly liveBetTime: number;
  readonly sportIdForLiveBetTime: number;
}

export interface InplayBetDeps<P> {
  readonly clock: Clock;
  readonly gateway: InplayGateway<P>;
  readonly userId: () => string;
  /** Sport of the game on the slip; decides the live-bet delay. */
  readonly sportId: () => number;
  /** Current site settings (refreshed by the session every 5 s). */
  readonly delaySettings: () => LiveBetDelaySettings;
  readonly delayPolicy?: LiveBetDelayPolicy;
  /** The slip's auto-change-of-odds switch (default on in the slip). */
  readonly autoChange: () => boolean;
  /** Builds the bet request; owned by the bet slip. Called once per post. */
  readonly buildPayload: (changeFlag: boolean, timing: InplayBetTiming) => P;
  /** The member accepted changed odds: the slip replaces the shown odds with the new ones. */
  readonly acceptChangedOdds?: () => void;
  /** Live odds changes of the slip's picks (e.g. from the slip stream), if not told by intent. */
  readonly oddsChanged$?: Observable<unknown>;
}

interface Queued {
  readonly event: InplayFlowEvent;
  readonly timing?: InplayBetTiming;
}

interface PostRequest {
  readonly token: string;
  readonly changeFlag: boolean;
  readonly timing: InplayBetTiming;
}

/** All the flow's state: the reducer's state and the press whose token is awaited. */
interface InplayBetModel {
  readonly flow: InplayFlowState;
  /** Timing of the current press; a token that answers an older press is dropped. */
  readonly press: { readonly seq: number; readonly timing: InplayBetTiming } | null;
  readonly pressSeq: number;
}

/**
 * In-play bet button and countdown dialog. The pure `inplayFlow` reducer decides every
 * transition; this class only runs its effects: fetch the token, tick the countdown on the
 * Clock port, post the bet through `exhaustMap` (never two posts at once).
 */
export class InplayBetViewModel<P = unknown> {
  private readonly store = createViewModelStore<InplayBetModel>({ flow: INPLAY_IDLE, press: null, pressSeq: 0 });
  readonly state$: Observable<InplayBetView> = this.store.state$.pipe(
    map((m) => m.flow),
    distinctUntilChanged(),
    map(inplayBetView),
  );

  private readonly posts = new Subject<PostRequest>();
  /** The running countdown (a timer resource, replaced per countdown; ended by dispose). */
  private countdown: Subscription | null = null;
  /** Events raised while effects run wait here (the dispatch mechanism, not screen state). */
  private queue: Queued[] = [];
  private draining = false;
  private disposed = false;

  constructor(private readonly deps: InplayBetDeps<P>) {
    // Not an `exclusive` intent: the post must be over before its result is dispatched (see `send`).
    this.store.own(this.posts.pipe(exhaustMap((request) => this.send(request))).subscribe());
    if (deps.oddsChanged$) this.store.own(deps.oddsChanged$.subscribe(() => this.oddsChanged()));
  }

  /** The bet button. While a bet is under way the answer is the notice '베팅 진행중입니다.'. */
  pressBet(): void {
    const sportId = this.deps.sportId();
    const seconds = liveBetDelaySeconds(this.deps.delaySettings(), sportId, this.deps.delayPolicy);
    this.dispatch({ type: 'pressBet', delayMs: seconds * 1000 }, { liveBetTime: seconds, sportIdForLiveBetTime: sportId });
  }

  /** Accept changed odds: the slip takes the new odds and the countdown starts again. */
  accept(): void {
    if (this.store.get().flow.status === 'confirmingOddsChange') this.deps.acceptChangedOdds?.();
    this.dispatch({ type: 'accept' });
  }

  cancel(): void {
    this.dispatch({ type: 'cancel' });
  }

  /** The slip's live odds moved. */
  oddsChanged(): void {
    this.dispatch({ type: 'oddsChanged', autoChange: this.deps.autoChange() });
  }

  /** Close the result message. */
  dismiss(): void {
    this.dispatch({ type: 'dismiss' });
  }

  /** Ends the countdown, the post and the odds stream; `state$` completes. */
  dispose(): void {
    this.disposed = true;
    this.stopCountdown();
    this.store.dispose();
  }

  /** Events raised while effects run (or while subscribers react) wait their turn, in order. */
  private dispatch(event: InplayFlowEvent, timing?: InplayBetTiming): void {
    if (this.disposed) return;
    this.queue.push({ event, timing });
    if (this.draining) return;
    this.draining = true;
    try {
      for (let item = this.queue.shift(); item; item = this.queue.shift()) this.step(item);
    } finally {
      this.draining = false;
    }
  }

  private step({ event, timing }: Queued): void {
    const prev = this.store.get().flow;
    const next = inplayFlow(prev, event);
    if (next === prev) return;
    this.store.set({ flow: next });
    for (const effect of inplayFlowEffects(prev, next)) this.run(effect, timing);
  }

  private run(effect: InplayFlowEffect, timing: InplayBetTiming | undefined): void {
    switch (effect.kind) {
      case 'fetchToken': {
        // A press carries its timing; a renewed token (accept, auto-change, result '10') reuses the press's.
        const pressTiming = timing ?? this.store.get().press?.timing;
        if (pressTiming) this.fetchToken(pressTiming);
        return;
      }
      case 'startCountdown':
        this.stopCountdown();
        this.countdown = this.deps.clock.every(INPLAY_TICK_MS).subscribe(() => this.dispatch({ type: 'tick', elapsedMs: INPLAY_TICK_MS }));
        return;
      case 'stopCountdown':
        this.stopCountdown();
        return;
      case 'post': {
        const press = this.store.get().press;
        if (press) this.posts.next({ token: effect.token, changeFlag: effect.changeFlag, timing: press.timing });
        return;
      }
    }
  }

  private fetchToken(timing: InplayBetTiming): void {
    const seq = this.store.get().pressSeq + 1;
    this.store.set({ pressSeq: seq, press: { seq, timing } });
    this.deps.gateway
      .getBettingToken(this.deps.userId(), timing.sportIdForLiveBetTime)
      .then(
        (r) => (r.ok ? { type: 'tokenReceived' as const, token: r.value } : { type: 'tokenFailed' as const, message: r.error.message }),
        () => ({ type: 'tokenFailed' as const, message: INPLAY_MESSAGES.failureDefault }),
      )
      .then((event) => {
        if (this.store.get().press?.seq === seq) this.dispatch(event);
      });
  }

  /**
   * One post. The inner observable completes before the result is reported, so that the
   * retry after result '10' is not swallowed by exhaustMap as a second click would be.
   */
  private send(request: PostRequest): Observable<never> {
    return new Observable<never>((subscriber) => {
      let live = true;
      void this.place(request).then((outcome) => {
        if (!live) return;
        subscriber.complete();
        this.dispatch({ type: 'postResult', outcome });
      });
      return () => {
        live = false;
      };
    });
  }

  private async place(request: PostRequest): Promise<InplayPostOutcome> {
    try {
      const payload = this.deps.buildPayload(request.changeFlag, request.timing);
      return inplayPostOutcome(await this.deps.gateway.placeInplayBet(payload, request.token));
    } catch {
      return { kind: 'failure', message: INPLAY_MESSAGES.failureDefault };
    }
  }

  private stopCountdown(): void {
    this.countdown?.unsubscribe();
    this.countdown = null;
  }
}
