import { ContainerModule } from 'inversify';
import { currentOrigin } from '../browser.js';
import { screenFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { createApiReferralsGateway, MyReferralsViewModel, ReferralsGateway } from '@bet/core/referrals';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /mypage/recommender: the gateway is shared, the view model is per screen (transient, disposed when the member leaves). */
export const referralsModule = new ContainerModule(({ bind }) => {
  bindToken(bind, ReferralsGateway)
    .toDynamicValue((ctx) => createApiReferralsGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(MyReferralsViewModel)
    .toDynamicValue((ctx) => new MyReferralsViewModel({ gateway: resolveToken(ctx, ReferralsGateway), siteOrigin: currentOrigin() }))
    .inTransientScope();
});

/** Bound with its route's chunk (routing/referrals-route.tsx): a factory of one view model per visit. */
export const referralsFeature = screenFeature(referralsModule, MyReferralsViewModel);
