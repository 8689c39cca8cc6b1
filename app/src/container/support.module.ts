import { ContainerModule } from 'inversify';
import {
  ApiClient,
  Clock,
  createApiInboxGateway,
  createApiNonMemberInquiryGateway,
  createApiRouletteGateway,
  InboxGateway,
  InboxViewModel,
  NonMemberInquiryGateway,
  NonMemberInquiryViewModel,
  RouletteGateway,
  RouletteViewModel,
  SessionStreams,
} from '@bet/core';

/** The non-member inquiry and the memo box (dialogs of the shell); the Q&A page is inquiry.module.ts. */
export const supportModule = new ContainerModule(({ bind }) => {
  bind<NonMemberInquiryGateway>(NonMemberInquiryGateway)
    .toDynamicValue((ctx) => createApiNonMemberInquiryGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(NonMemberInquiryViewModel)
    .toDynamicValue((ctx) => new NonMemberInquiryViewModel(ctx.get<NonMemberInquiryGateway>(NonMemberInquiryGateway)))
    .inSingletonScope();
  bind<InboxGateway>(InboxGateway)
    .toDynamicValue((ctx) => createApiInboxGateway(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(InboxViewModel)
    .toDynamicValue((ctx) => new InboxViewModel({ gateway: ctx.get<InboxGateway>(InboxGateway), clock: ctx.get<Clock>(Clock) }))
    .inSingletonScope();
});

/** Normal and VIP roulette (coupons from the member's account). */
export const rouletteModule = new ContainerModule(({ bind }) => {
  bind<RouletteGateway>(RouletteGateway)
    .toDynamicValue((ctx) => createApiRouletteGateway(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(RouletteViewModel)
    .toDynamicValue(
      (ctx) =>
        new RouletteViewModel({
          gateway: ctx.get<RouletteGateway>(RouletteGateway),
          clock: ctx.get<Clock>(Clock),
          isLoggedIn: ctx.get(SessionStreams).isLoggedIn,
          member: ctx.get(SessionStreams).member,
        }),
    )
    .inSingletonScope();
});
