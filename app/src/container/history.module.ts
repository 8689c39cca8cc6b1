import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { BetHistoryGateway, BetHistoryViewModel, createApiBetHistoryGateway } from '@bet/core/history';
import { Clock } from '@bet/core/shared';
import { MemberLiveUpdates, SessionStreams } from '@bet/core/feature-links';
import { screenFeature } from './lazy-feature.js';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /bet_result: the member's slips, cancel and delete. */
export const historyModule = new ContainerModule(({ bind }) => {
  bindToken(bind, BetHistoryGateway)
    .toDynamicValue((ctx) => createApiBetHistoryGateway(resolveToken(ctx, ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(BetHistoryViewModel)
    .toDynamicValue(
      (ctx) =>
        new BetHistoryViewModel({
          gateway: resolveToken(ctx, BetHistoryGateway),
          clock: resolveToken(ctx, Clock),
          slipChanges$: ctx.get(MemberLiveUpdates).slipChanges$,
        }),
    )
    // One per /bet_result visit: the screen disposes it on leaving (ui's useScopedViewModel).
    .inTransientScope();
});

/** Bound with its route's chunk (routing/bet-result-route.tsx). */
export const historyFeature = screenFeature(historyModule, BetHistoryViewModel);
