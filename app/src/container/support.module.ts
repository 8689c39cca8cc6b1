import { ContainerModule } from 'inversify';
import {
  ApiClient,
  Clock,
  createApiInboxGateway,
  createApiInquiryGateway,
  createApiNonMemberInquiryGateway,
  createApiRouletteGateway,
  InboxGateway,
  InboxViewModel,
  InquiryGateway,
  InquiryViewModel,
  NonMemberInquiryGateway,
  NonMemberInquiryViewModel,
  RouletteGateway,
  RouletteViewModel,
  SessionStreams,
} from '@bet/core';

/** Customer Q&A, the non-member inquiry and the memo box. */
export const supportModule = new ContainerModule(({ bind }) => {
  bind<NonMemberInquiryGateway>(NonMemberInquiryGateway)
    .toDynamicValue((ctx) => createApiNonMemberInquiryGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(NonMemberInquiryViewModel)
    .toDynamicValue((ctx) => new NonMemberInquiryViewModel(ctx.get<NonMemberInquiryGateway>(NonMemberInquiryGateway)))
    .inSingletonScope();
  bind<InquiryGateway>(InquiryGateway)
    .toDynamicValue((ctx) => createApiInquiryGateway(ctx.get<ApiClient>(ApiClient), ctx.get(SessionStreams).member))
    .inSingletonScope();
  bind(InquiryViewModel)
    .toDynamicValue((ctx) => new InquiryViewModel({ gateway: ctx.get<InquiryGateway>(InquiryGateway), clock: ctx.get<Clock>(Clock) }))
    // One per /qna visit, disposed by the screen on leaving (ui's useScopedViewModel).
    .inTransientScope();
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
