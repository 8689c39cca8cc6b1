import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { createApiRealityCheckGateway, RealityCheckGateway, RealityCheckViewModel } from '@bet/core/reality-check';
import { bindToken, resolveToken } from './typed-tokens.js';

/** Reality checks: one view model for the whole visit (the game pages and my page's settings share it). */
export const realityCheckModule = new ContainerModule(({ bind }) => {
  bindToken(bind, RealityCheckGateway)
    .toDynamicValue((ctx) => createApiRealityCheckGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(RealityCheckViewModel)
    .toDynamicValue(
      (ctx) => new RealityCheckViewModel({ gateway: resolveToken(ctx, RealityCheckGateway), clock: resolveToken(ctx, Clock) }),
    )
    .inSingletonScope();
});
