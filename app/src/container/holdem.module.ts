import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { createApiHoldemGateway, HoldemGateway, HoldemViewModel } from '@bet/core/holdem';
import { GameWindowPort } from '@bet/core/casino';
import { holdemMaintenance$, holdemMember$ } from '@bet/core/feature-links';
import { SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /holdem: the gateway is shared, the view model is per screen (transient, disposed when the member leaves). */
export const holdemModule = new ContainerModule(({ bind }) => {
  bindToken(bind, HoldemGateway)
    .toDynamicValue((ctx) => createApiHoldemGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(HoldemViewModel)
    .toDynamicValue((ctx) => {
      const session = ctx.get(SessionViewModel);
      return new HoldemViewModel({
        gateway: resolveToken(ctx, HoldemGateway),
        // The game windows are the ports module's binding (window.open during the click).
        windows: resolveToken(ctx, GameWindowPort),
        member$: holdemMember$(session),
        maintenance$: holdemMaintenance$(session),
        refreshMember: () => session.refreshMember(),
      });
    })
    .inTransientScope();
});

/** Bound with its route's chunk (routing/holdem-route.tsx): a factory of one view model per visit. */
export const holdemFeature = screenFeature(holdemModule, HoldemViewModel);
