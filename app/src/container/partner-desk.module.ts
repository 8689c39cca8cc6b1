import { ContainerModule, type Container } from 'inversify';
import type { LazyFeature } from './lazy-feature.js';
import {
  ApiClient,
  Clock,
  createApiPartnerDeskGateway,
  createPartnerDeskScreens,
  PartnerDeskGateway,
  SessionGateway,
  SessionViewModel,
  type PartnerDeskScreens,
} from '@bet/core';

/** The partner desk's screen factories (a new view model per visit; the route disposes it). */
export const PartnerDeskScreensToken = Symbol.for('PartnerDeskScreens');

/** Partner and recommender areas and /auth/login: one gateway, the session for the login. */
export const partnerDeskModule = new ContainerModule(({ bind }) => {
  bind<PartnerDeskGateway>(PartnerDeskGateway)
    .toDynamicValue((ctx) => createApiPartnerDeskGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind<PartnerDeskScreens>(PartnerDeskScreensToken)
    .toDynamicValue((ctx) =>
      createPartnerDeskScreens({
        gateway: ctx.get<PartnerDeskGateway>(PartnerDeskGateway),
        clock: ctx.get<Clock>(Clock),
        sessionGateway: ctx.get<SessionGateway>(SessionGateway),
        session: ctx.get(SessionViewModel),
      }),
    )
    .inSingletonScope();
});

export const partnerDeskScreens = (container: Container): PartnerDeskScreens => container.get<PartnerDeskScreens>(PartnerDeskScreensToken);

/** Partner and recommender areas and /auth/login: bound with their chunk (routing/partner-screens.tsx). */
export const partnerDeskFeature: LazyFeature<PartnerDeskScreens> = { module: partnerDeskModule, services: partnerDeskScreens };
