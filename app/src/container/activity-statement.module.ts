import { ContainerModule } from 'inversify';
import { screenFeature } from './lazy-feature.js';
import { ActivityStatementGateway, ActivityStatementViewModel, createApiActivityStatementGateway } from '@bet/core/activity-statement';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { ApiEndpointsToken } from '../site-config.js';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /mypage/statement: the gateway is shared (the CSV link under the API base), the view model is per screen. */
export const activityStatementModule = new ContainerModule(({ bind }) => {
  bindToken(bind, ActivityStatementGateway)
    .toDynamicValue((ctx) => createApiActivityStatementGateway(resolveToken(ctx, ApiClient), resolveToken(ctx, ApiEndpointsToken).apiBase))
    .inSingletonScope();
  bind(ActivityStatementViewModel)
    .toDynamicValue(
      (ctx) =>
        new ActivityStatementViewModel({
          gateway: resolveToken(ctx, ActivityStatementGateway),
          clock: resolveToken(ctx, Clock),
        }),
    )
    .inTransientScope();
});

/** Bound with its route's chunk (routing/activity-statement-route.tsx): a factory of one view model per visit. */
export const activityStatementFeature = screenFeature(activityStatementModule, ActivityStatementViewModel);
