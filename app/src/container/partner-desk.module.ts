import { ContainerModule, type Container } from 'inversify';
import type { LazyFeature } from './lazy-feature.js';
import { ApiClient } from '@bet/core/api';
import { Clock, portToken } from '@bet/core/shared';
import { createApiPartnerDeskGateway, createPartnerDeskScreens, PartnerDeskGateway, type PartnerDeskScreens } from '@bet/core/partner-desk';
import { SessionGateway, SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';

/** The partner desk's screen factories (a new view model per visit; the route disposes it). */
export const PartnerDeskScreensToken = portToken<PartnerDeskScreens>('PartnerDeskScreens');

/** Partner and recommender areas and /auth/login: one gateway, the session for the login. */
export const partnerDeskModule = new ContainerModule(({ bind }) => {
  bindToken(bind, PartnerDeskGateway)
    .toDynamicValue((ctx) => createApiPartnerDeskGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bindToken(bind, PartnerDeskScreensToken)
    .toDynamicValue((ctx) =>
      createPartnerDeskScreens({
        gateway: resolveToken(ctx, PartnerDeskGateway),
        clock: resolveToken(ctx, Clock),
        sessionGateway: resolveToken(ctx, SessionGateway),
        session: ctx.get(SessionViewModel),
      }),
    )
    .inSingletonScope();
});

export const partnerDeskScreens = (container: Container): PartnerDeskScreens => resolveToken(container, PartnerDeskScreensToken);

/** Partner and recommender areas and /auth/login: bound with their chunk (routing/partner-screens.tsx). */
export const partnerDeskFeature: LazyFeature<PartnerDeskScreens> = { module: partnerDeskModule, services: partnerDeskScreens };
