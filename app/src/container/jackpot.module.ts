import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { createApiJackpotGateway, JackpotGateway, JackpotViewModel } from '@bet/core/jackpot';
import { bindToken, resolveToken } from './typed-tokens.js';

/**
 * The jackpot counter of /, /casino and /slot: the gateway is shared, the view model is per
 * screen (transient: it polls while its screen is shown and is disposed when the member leaves).
 */
export const jackpotModule = new ContainerModule(({ bind }) => {
  bindToken(bind, JackpotGateway)
    .toDynamicValue((ctx) => createApiJackpotGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(JackpotViewModel)
    .toDynamicValue((ctx) => new JackpotViewModel({ gateway: resolveToken(ctx, JackpotGateway), clock: resolveToken(ctx, Clock) }))
    .inTransientScope();
});
