import { ContainerModule } from 'inversify';
import {
  ApiClient,
  BetHistoryGateway,
  BetHistoryViewModel,
  BetSlipGateway,
  BetSlipViewModel,
  Clock,
  createApiBetHistoryGateway,
  IdGenerator,
  createApiBetSlipGateway,
  createApiInplayGateway,
  createApiSportsGateway,
  createInplayBetSlipBridge,
  createInplayOddsWatch,
  createSportsBetSlipOddsFeed,
  FrameScheduler,
  INPLAY_LIVE_BATCH_MS,
  InplayListViewModel,
  PrematchListViewModel,
  SportsGateway,
  SportsMenuViewModel,
  SsePort,
  sportsSelectedOddsIds,
  type InplayBetSlipBridge,
} from '@bet/core';
import { LiveBetDelays, SessionStreams, SessionViewModel } from '@bet/core';

/** Token of the in-play bridge (its view model is the countdown dialog's). */
export const InplayBetSlipBridgeToken = Symbol.for('InplayBetSlipBridge');

/** The bet slip: limits, bonuses and placement over the API (in-play through core's countdown bridge), live odds over SSE. */
export const betSlipModule = new ContainerModule(({ bind }) => {
  bind(LiveBetDelays)
    .toDynamicValue((ctx) => {
      const session = ctx.get(SessionStreams);
      return new LiveBetDelays(ctx.get<ApiClient>(ApiClient), session.userId$, session.bettingSettingsKey$);
    })
    .inSingletonScope();
  // Price moves of the in-play bet under way, read off the slip's own odds stream (no stream of its own).
  const oddsWatch = createInplayOddsWatch();
  bind<InplayBetSlipBridge>(InplayBetSlipBridgeToken)
    .toDynamicValue((ctx) =>
      createInplayBetSlipBridge({
        clock: ctx.get<Clock>(Clock),
        gateway: createApiInplayGateway(ctx.get<ApiClient>(ApiClient)),
        delaySettings: ctx.get(LiveBetDelays).current,
        // A newer version of a pick's price during the countdown: the odds-changed question (auto-change off).
        oddsChanged$: oddsWatch.oddsChanged$,
      }),
    )
    .inSingletonScope();
  bind<BetSlipGateway>(BetSlipGateway)
    .toDynamicValue((ctx) =>
      createApiBetSlipGateway(ctx.get<ApiClient>(ApiClient), oddsWatch.watching(ctx.get<InplayBetSlipBridge>(InplayBetSlipBridgeToken))),
    )
    .inSingletonScope();
  bind(BetSlipViewModel)
    .toDynamicValue(
      (ctx) =>
        new BetSlipViewModel({
          gateway: ctx.get<BetSlipGateway>(BetSlipGateway),
          context$: ctx.get(SessionStreams).betSlipContext$,
          // The slip follows its picks on the same live odds stream as the lists.
          oddsFeed: oddsWatch.tee(createSportsBetSlipOddsFeed(ctx.get<SsePort>(SsePort))),
          // One Idempotency-Key per submit, kept while a submit without an answer is retried.
          retry: { ids: ctx.get<IdGenerator>(IdGenerator), clock: ctx.get<Clock>(Clock) },
          // The header shows the cash left at once, not at the session's next 5-second poll.
          onPlaced: () => ctx.get(SessionViewModel).refreshMember(),
        }),
    )
    .inSingletonScope();
});

/** Sports menu (sidebar) and the pre-match lists; picks are marked from the slip. */
export const sportsModule = new ContainerModule(({ bind }) => {
  bind<SportsGateway>(SportsGateway)
    .toDynamicValue((ctx) => createApiSportsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(SportsMenuViewModel)
    .toDynamicValue((ctx) => new SportsMenuViewModel({ gateway: ctx.get<SportsGateway>(SportsGateway), clock: ctx.get<Clock>(Clock) }))
    .inSingletonScope();
  bind(PrematchListViewModel)
    .toDynamicValue(
      (ctx) =>
        new PrematchListViewModel({
          gateway: ctx.get<SportsGateway>(SportsGateway),
          sse: ctx.get<SsePort>(SsePort),
          clock: ctx.get<Clock>(Clock),
          selectedOddsIds$: sportsSelectedOddsIds(ctx.get(BetSlipViewModel).state$),
          // A moved price re-renders its cell, at most once per animation frame.
          frames: ctx.get<FrameScheduler>(FrameScheduler),
        }),
    )
    .inTransientScope(); // one per /europe or /korea screen, disposed when the member leaves it
  bind(InplayListViewModel)
    .toDynamicValue(
      (ctx) =>
        new InplayListViewModel({
          gateway: ctx.get<SportsGateway>(SportsGateway),
          sse: ctx.get<SsePort>(SsePort),
          clock: ctx.get<Clock>(Clock),
          selectedOddsIds$: sportsSelectedOddsIds(ctx.get(BetSlipViewModel).state$),
          // A moved price re-renders its cell, at most once per animation frame.
          frames: ctx.get<FrameScheduler>(FrameScheduler),
          // Scores, phases and suspended markets change the list together, ten times a second at most.
          liveBatchMs: INPLAY_LIVE_BATCH_MS,
        }),
    )
    .inTransientScope(); // one per /inplay screen, disposed when the member leaves it
});

/** /bet_result: the member's slips, cancel and delete. */
export const historyModule = new ContainerModule(({ bind }) => {
  bind<BetHistoryGateway>(BetHistoryGateway)
    .toDynamicValue((ctx) => createApiBetHistoryGateway(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(BetHistoryViewModel)
    .toDynamicValue(
      (ctx) => new BetHistoryViewModel({ gateway: ctx.get<BetHistoryGateway>(BetHistoryGateway), clock: ctx.get<Clock>(Clock) }),
    )
    // One per /bet_result visit: the screen disposes it on leaving (ui's useScopedViewModel).
    .inTransientScope();
});
