import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { CasinoGateway, CasinoLobbyViewModel, createApiCasinoGateway, GameWindowPort } from '@bet/core/casino';
import { casinoMember$ } from '@bet/core/feature-links';
import { SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /casino and /slot: the lobby view model is per screen (transient, disposed when the member leaves). */
export const casinoModule = new ContainerModule(({ bind }) => {
  bindToken(bind, CasinoGateway)
    .toDynamicValue((ctx) => createApiCasinoGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(CasinoLobbyViewModel)
    .toDynamicValue(
      (ctx) =>
        new CasinoLobbyViewModel({
          gateway: resolveToken(ctx, CasinoGateway),
          windows: resolveToken(ctx, GameWindowPort),
          member$: casinoMember$(ctx.get(SessionViewModel)),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/casino-route.tsx): a factory of one view model per visit. */
export const casinoFeature = screenFeature(casinoModule, CasinoLobbyViewModel);
