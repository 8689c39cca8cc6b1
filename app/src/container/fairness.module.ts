import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { createApiFairnessGateway, FairnessGateway, FairnessViewModel } from '@bet/core/fairness';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /fairness: the gateway is shared, the view model is per screen (transient, disposed when the member leaves). */
export const fairnessModule = new ContainerModule(({ bind }) => {
  bindToken(bind, FairnessGateway)
    .toDynamicValue((ctx) => createApiFairnessGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(FairnessViewModel)
    .toDynamicValue((ctx) => new FairnessViewModel({ gateway: resolveToken(ctx, FairnessGateway) }))
    .inTransientScope();
});

/** Bound with its route's chunk (routing/fairness-route.tsx): a factory of one view model per visit. */
export const fairnessFeature = screenFeature(fairnessModule, FairnessViewModel);
