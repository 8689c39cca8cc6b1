import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { createApiResponsiblePlayGateway, ResponsiblePlayGateway, ResponsiblePlayViewModel } from '@bet/core/responsible-play';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /mypage/responsible_play: the gateway is shared, the view model is per screen (transient, disposed when the member leaves). */
export const responsiblePlayModule = new ContainerModule(({ bind }) => {
  bindToken(bind, ResponsiblePlayGateway)
    .toDynamicValue((ctx) => createApiResponsiblePlayGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(ResponsiblePlayViewModel)
    .toDynamicValue(
      (ctx) => new ResponsiblePlayViewModel({ gateway: resolveToken(ctx, ResponsiblePlayGateway), clock: resolveToken(ctx, Clock) }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/responsible-play-route.tsx): a factory of one view model per visit. */
export const responsiblePlayFeature = screenFeature(responsiblePlayModule, ResponsiblePlayViewModel);
