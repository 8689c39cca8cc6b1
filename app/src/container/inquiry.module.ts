import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { createApiInquiryGateway, InquiryGateway, InquiryViewModel } from '@bet/core/inquiry';
import { SessionStreams } from '@bet/core/feature-links';
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
