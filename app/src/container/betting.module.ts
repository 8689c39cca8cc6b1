import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { BetSlipGateway, BetSlipViewModel, createApiBetSlipGateway } from '@bet/core/bet-slip';
import { Clock, IdGenerator, portToken, SsePort } from '@bet/core/shared';
import { createApiInplayGateway, createInplayBetSlipBridge, createInplayOddsWatch, type InplayBetSlipBridge } from '@bet/core/inplay';
import { createApiSportsGateway, createSportsBetSlipOddsFeed, SportsGateway, SportsMenuViewModel } from '@bet/core/sports';
import { LiveBetDelays, SessionStreams } from '@bet/core/feature-links';
import { SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

/** Token of the in-play bridge (its view model is the countdown dialog's). */
export const InplayBetSlipBridgeToken = portToken<InplayBetSlipBridge>('InplayBetSlipBridge');

/** The bet slip: limits, bonuses and placement over the API (in-play through core's countdown bridge), live odds over SSE. */
export const betSlipModule = new ContainerModule(({ bind }) => {
  bind(LiveBetDelays)
    .toDynamicValue((ctx) => {
      const session = ctx.get(SessionStreams);
      return new LiveBetDelays(resolveToken(ctx, ApiClient), session.userId$, session.bettingSettingsKey$);
    })
    .inSingletonScope();
  // Price moves of the in-play bet under way, read off the slip's own odds stream (no stream of its own).
  const oddsWatch = createInplayOddsWatch();
  bindToken(bind, InplayBetSlipBridgeToken)
    .toDynamicValue((ctx) =>
      createInplayBetSlipBridge({
        clock: resolveToken(ctx, Clock),
        gateway: createApiInplayGateway(resolveToken(ctx, ApiClient)),
        delaySettings: ctx.get(LiveBetDelays).current,
        // A newer version of a pick's price during the countdown: the odds-changed question (auto-change off).
        oddsChanged$: oddsWatch.oddsChanged$,
      }),
    )
    .inSingletonScope();
  bindToken(bind, BetSlipGateway)
    .toDynamicValue((ctx) =>
      createApiBetSlipGateway(resolveToken(ctx, ApiClient), oddsWatch.watching(resolveToken(ctx, InplayBetSlipBridgeToken))),
    )
    .inSingletonScope();
  bind(BetSlipViewModel)
    .toDynamicValue(
      (ctx) =>
        new BetSlipViewModel({
          gateway: resolveToken(ctx, BetSlipGateway),
          context$: ctx.get(SessionStreams).betSlipContext$,
          // The slip follows its picks on the same live odds stream as the lists.
          oddsFeed: oddsWatch.tee(createSportsBetSlipOddsFeed(resolveToken(ctx, SsePort))),
          // One Idempotency-Key per submit, kept while a submit without an answer is retried.
          retry: { ids: resolveToken(ctx, IdGenerator), clock: resolveToken(ctx, Clock) },
          // Times how long the stream may be down before the slip says its prices may be stale.
          clock: resolveToken(ctx, Clock),
          // The header shows the cash left at once, not at the session's next 5-second poll.
          onPlaced: () => ctx.get(SessionViewModel).refreshMember(),
        }),
    )
    .inSingletonScope();
});

/** The sports menu (sidebar); the lists are prematch.module.ts and inplay.module.ts, bound with their routes. */
export const sportsModule = new ContainerModule(({ bind }) => {
  bindToken(bind, SportsGateway)
    .toDynamicValue((ctx) => createApiSportsGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(SportsMenuViewModel)
    .toDynamicValue((ctx) => new SportsMenuViewModel({ gateway: resolveToken(ctx, SportsGateway), clock: resolveToken(ctx, Clock) }))
    .inSingletonScope();
});
