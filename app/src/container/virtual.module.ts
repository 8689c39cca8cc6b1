import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { BetSlipViewModel } from '@bet/core/bet-slip';
import { Clock } from '@bet/core/shared';
import { createApiVirtualGateway, VirtualBoardViewModel, VirtualGateway } from '@bet/core/virtual';
import { virtualSlipLink } from '@bet/core/feature-links';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /bet365 and /bet365/{game}: the board view model is per screen (transient, disposed when the member leaves). */
export const virtualModule = new ContainerModule(({ bind }) => {
  bindToken(bind, VirtualGateway)
    .toDynamicValue((ctx) => createApiVirtualGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(VirtualBoardViewModel)
    .toDynamicValue(
      (ctx) =>
        new VirtualBoardViewModel({
          gateway: resolveToken(ctx, VirtualGateway),
          clock: resolveToken(ctx, Clock),
          slip: virtualSlipLink(ctx.get(BetSlipViewModel)),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/virtual-route.tsx): a factory of one view model per visit. */
export const virtualFeature = screenFeature(virtualModule, VirtualBoardViewModel);
