import { ContainerModule } from 'inversify';
import { ApiClient, Clock, createApiInquiryGateway, InquiryGateway, InquiryViewModel, SessionStreams } from '@bet/core';
import { screenFeature } from './lazy-feature.js';
import { bindToken, resolveToken } from './typed-tokens.js';

/** Customer Q&A (/qna, /partner/customer): the gateway is shared, the view model is per visit. */
export const inquiryModule = new ContainerModule(({ bind }) => {
  bindToken(bind, InquiryGateway)
    .toDynamicValue((ctx) => createApiInquiryGateway(resolveToken(ctx, ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(InquiryViewModel)
    .toDynamicValue((ctx) => new InquiryViewModel({ gateway: resolveToken(ctx, InquiryGateway), clock: resolveToken(ctx, Clock) }))
    // One per /qna visit, disposed by the screen on leaving (ui's useScopedViewModel).
    .inTransientScope();
});

/** Bound with its route's chunk (routing/inquiry-route.tsx). */
export const inquiryFeature = screenFeature(inquiryModule, InquiryViewModel);
