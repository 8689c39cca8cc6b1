import { ContainerModule } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { createApiInboxGateway, InboxGateway, InboxViewModel } from '@bet/core/inbox';
import { createApiNonMemberInquiryGateway, NonMemberInquiryGateway, NonMemberInquiryViewModel } from '@bet/core/inquiry';
import { createApiRouletteGateway, RouletteGateway, RouletteViewModel } from '@bet/core/roulette';
import { SessionStreams } from '@bet/core/feature-links';
import { bindToken, resolveToken } from './typed-tokens.js';

/** The non-member inquiry and the memo box (dialogs of the shell); the Q&A page is inquiry.module.ts. */
export const supportModule = new ContainerModule(({ bind }) => {
  bindToken(bind, NonMemberInquiryGateway)
    .toDynamicValue((ctx) => createApiNonMemberInquiryGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(NonMemberInquiryViewModel)
    .toDynamicValue((ctx) => new NonMemberInquiryViewModel(resolveToken(ctx, NonMemberInquiryGateway)))
    .inSingletonScope();
  bindToken(bind, InboxGateway)
    .toDynamicValue((ctx) => createApiInboxGateway(resolveToken(ctx, ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(InboxViewModel)
    .toDynamicValue((ctx) => new InboxViewModel({ gateway: resolveToken(ctx, InboxGateway), clock: resolveToken(ctx, Clock) }))
    .inSingletonScope();
});

/** Normal and VIP roulette (coupons from the member's account). */
export const rouletteModule = new ContainerModule(({ bind }) => {
  bindToken(bind, RouletteGateway)
    .toDynamicValue((ctx) => createApiRouletteGateway(resolveToken(ctx, ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(RouletteViewModel)
    .toDynamicValue(
      (ctx) =>
        new RouletteViewModel({
          gateway: resolveToken(ctx, RouletteGateway),
          clock: resolveToken(ctx, Clock),
          isLoggedIn: ctx.get(SessionStreams).isLoggedIn,
          member: ctx.get(SessionStreams).member,
        }),
    )
    .inSingletonScope();
});
