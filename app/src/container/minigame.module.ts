import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { BetSlipViewModel } from '@bet/core/bet-slip';
import { Clock } from '@bet/core/shared';
import { createApiMinigameGateway, MinigameBoardViewModel, MinigameGateway } from '@bet/core/minigame';
import { minigameMember$, minigameSlipLink } from '@bet/core/feature-links';
import { SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /minigame and /minigame/{provider}: the board view model is per screen (transient, disposed when the member leaves). */
export const minigameModule = new ContainerModule(({ bind }) => {
  bindToken(bind, MinigameGateway)
    .toDynamicValue((ctx) => createApiMinigameGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(MinigameBoardViewModel)
    .toDynamicValue(
      (ctx) =>
        new MinigameBoardViewModel({
          gateway: resolveToken(ctx, MinigameGateway),
          clock: resolveToken(ctx, Clock),
          member$: minigameMember$(ctx.get(SessionViewModel)),
          slip: minigameSlipLink(ctx.get(BetSlipViewModel)),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/minigame-route.tsx): a factory of one view model per visit. */
export const minigameFeature = screenFeature(minigameModule, MinigameBoardViewModel);
