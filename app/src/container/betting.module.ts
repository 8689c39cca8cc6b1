import { ContainerModule } from 'inversify';
import {
  ApiClient,
  BetSlipGateway,
  BetSlipViewModel,
  Clock,
  IdGenerator,
  createApiBetSlipGateway,
  createApiInplayGateway,
  createApiSportsGateway,
  createInplayBetSlipBridge,
  createInplayOddsWatch,
  createSportsBetSlipOddsFeed,
  SportsGateway,
  SportsMenuViewModel,
  SsePort,
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
          // Times how long the stream may be down before the slip says its prices may be stale.
          clock: ctx.get<Clock>(Clock),
          // The header shows the cash left at once, not at the session's next 5-second poll.
          onPlaced: () => ctx.get(SessionViewModel).refreshMember(),
        }),
    )
    .inSingletonScope();
});

/** The sports menu (sidebar); the lists are prematch.module.ts and inplay.module.ts, bound with their routes. */
export const sportsModule = new ContainerModule(({ bind }) => {
  bind<SportsGateway>(SportsGateway)
    .toDynamicValue((ctx) => createApiSportsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(SportsMenuViewModel)
    .toDynamicValue((ctx) => new SportsMenuViewModel({ gateway: ctx.get<SportsGateway>(SportsGateway), clock: ctx.get<Clock>(Clock) }))
    .inSingletonScope();
});
