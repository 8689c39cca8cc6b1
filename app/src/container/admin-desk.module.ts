import { ContainerModule, type Container } from 'inversify';
import type { LazyFeature } from './lazy-feature.js';
import { ApiEndpointsToken, type ApiEndpoints } from '../site-config.js';
import {
  AdminAuditViewModel,
  AdminDashboardViewModel,
  AdminExportViewModel,
  AdminReportsGateway,
  createApiAdminReportsGateway,
  type AdminExportKind,
  AdminBetsViewModel,
  AdminBettingViewModel,
  AdminBannersViewModel,
  AdminBoardsViewModel,
  createApiBannerDeskGateway,
  AdminChargesViewModel,
  AdminDeskGateway,
  AdminInquiriesViewModel,
  AdminLimitsViewModel,
  AdminMembersViewModel,
  AdminMessageViewModel,
  AdminResponsiblePlayViewModel,
  AdminResultsViewModel,
  AdminSettingsViewModel,
  AdminUsdtViewModel,
  ApiClient,
  Clock,
  createApiAdminDeskGateway,
  createApiOperatorLimitsGateway,
  createApiUsdtQueueGateway,
  OperatorLimitsGateway,
  UsdtQueueGateway,
} from '@bet/core';

/** /admin/*: one gateway over the admin API; each screen's view model is built on mount and disposed when the operator leaves. */
export const adminDeskModule = new ContainerModule(({ bind }) => {
  bind<AdminDeskGateway>(AdminDeskGateway)
    .toDynamicValue((ctx) => createApiAdminDeskGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  const gateway = (ctx: { get<T>(id: symbol): T }) => ctx.get<AdminDeskGateway>(AdminDeskGateway);
  bind(AdminMembersViewModel)
    .toDynamicValue((ctx) => new AdminMembersViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminChargesViewModel)
    .toDynamicValue((ctx) => new AdminChargesViewModel({ gateway: gateway(ctx), clock: ctx.get<Clock>(Clock) }))
    .inTransientScope();
  bind<UsdtQueueGateway>(UsdtQueueGateway)
    .toDynamicValue((ctx) => createApiUsdtQueueGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(AdminUsdtViewModel)
    .toDynamicValue((ctx) => new AdminUsdtViewModel({ gateway: ctx.get<UsdtQueueGateway>(UsdtQueueGateway), clock: ctx.get<Clock>(Clock) }))
    .inTransientScope();
  bind(AdminInquiriesViewModel)
    .toDynamicValue((ctx) => new AdminInquiriesViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminMessageViewModel)
    .toDynamicValue((ctx) => new AdminMessageViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminBoardsViewModel)
    .toDynamicValue((ctx) => new AdminBoardsViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminBannersViewModel)
    .toDynamicValue((ctx) => new AdminBannersViewModel({ gateway: createApiBannerDeskGateway(ctx.get<ApiClient>(ApiClient)) }))
    .inTransientScope();
  bind(AdminSettingsViewModel)
    .toDynamicValue((ctx) => new AdminSettingsViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminResponsiblePlayViewModel)
    .toDynamicValue((ctx) => new AdminResponsiblePlayViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminResultsViewModel)
    .toDynamicValue((ctx) => new AdminResultsViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminBettingViewModel)
    .toDynamicValue((ctx) => new AdminBettingViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminBetsViewModel)
    .toDynamicValue((ctx) => new AdminBetsViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind<AdminReportsGateway>(AdminReportsGateway)
    .toDynamicValue((ctx) => createApiAdminReportsGateway(ctx.get<ApiClient>(ApiClient), ctx.get<ApiEndpoints>(ApiEndpointsToken).apiBase))
    .inSingletonScope();
  const reports = (ctx: { get<T>(id: symbol): T }) => ctx.get<AdminReportsGateway>(AdminReportsGateway);
  bind(AdminAuditViewModel)
    .toDynamicValue((ctx) => new AdminAuditViewModel({ gateway: gateway(ctx), reports: reports(ctx), clock: ctx.get<Clock>(Clock) }))
    .inTransientScope();
  bind(AdminDashboardViewModel)
    .toDynamicValue((ctx) => new AdminDashboardViewModel({ gateway: reports(ctx) }))
    .inTransientScope();
  bind<OperatorLimitsGateway>(OperatorLimitsGateway)
    .toDynamicValue((ctx) => createApiOperatorLimitsGateway(ctx.get<ApiClient>(ApiClient)))
    .inSingletonScope();
  bind(AdminLimitsViewModel)
    .toDynamicValue((ctx) => new AdminLimitsViewModel({ gateway: ctx.get<OperatorLimitsGateway>(OperatorLimitsGateway) }))
    .inTransientScope();
});

/** The back office's screen factories. */
export interface AdminDeskFactories {
  readonly createMembers: () => AdminMembersViewModel;
  readonly createCharges: () => AdminChargesViewModel;
  readonly createUsdt: () => AdminUsdtViewModel;
  readonly createInquiries: () => AdminInquiriesViewModel;
  readonly createMessage: () => AdminMessageViewModel;
  readonly createBoards: () => AdminBoardsViewModel;
  readonly createBanners: () => AdminBannersViewModel;
  readonly createSettings: () => AdminSettingsViewModel;
  readonly createResults: () => AdminResultsViewModel;
  readonly createBetting: () => AdminBettingViewModel;
  readonly createBets: () => AdminBetsViewModel;
  readonly createAudit: () => AdminAuditViewModel;
  readonly createResponsiblePlay: () => AdminResponsiblePlayViewModel;
  readonly createLimits: () => AdminLimitsViewModel;
  readonly createDashboard: () => AdminDashboardViewModel;
  /** One CSV export's range and link (each screen's 다운로드). */
  readonly createExport: (kind: AdminExportKind) => AdminExportViewModel;
}

export const adminDeskFactories = (container: Container): AdminDeskFactories => ({
  createMembers: () => container.get(AdminMembersViewModel),
  createCharges: () => container.get(AdminChargesViewModel),
  createUsdt: () => container.get(AdminUsdtViewModel),
  createInquiries: () => container.get(AdminInquiriesViewModel),
  createResponsiblePlay: () => container.get(AdminResponsiblePlayViewModel),
  createMessage: () => container.get(AdminMessageViewModel),
  createBoards: () => container.get(AdminBoardsViewModel),
  createBanners: () => container.get(AdminBannersViewModel),
  createSettings: () => container.get(AdminSettingsViewModel),
  createResults: () => container.get(AdminResultsViewModel),
  createBetting: () => container.get(AdminBettingViewModel),
  createBets: () => container.get(AdminBetsViewModel),
  createAudit: () => container.get(AdminAuditViewModel),
  createLimits: () => container.get(AdminLimitsViewModel),
  createDashboard: () => container.get(AdminDashboardViewModel),
  createExport: (kind) =>
    new AdminExportViewModel(kind, {
      gateway: container.get<AdminReportsGateway>(AdminReportsGateway),
      clock: container.get<Clock>(Clock),
    }),
});

/** /admin/*: bound with the back office's chunk (routing/admin-screens.tsx), never for a member. */
export const adminDeskFeature: LazyFeature<AdminDeskFactories> = { module: adminDeskModule, services: adminDeskFactories };
