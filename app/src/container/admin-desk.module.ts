import { ContainerModule, type Container } from 'inversify';
import type { LazyFeature } from './lazy-feature.js';
import { ApiEndpointsToken } from '../site-config.js';
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
  createApiAdminDeskGateway,
  createApiOperatorLimitsGateway,
  createApiUsdtQueueGateway,
  OperatorLimitsGateway,
  UsdtQueueGateway,
} from '@bet/core/admin-desk';
import { ApiClient } from '@bet/core/api';
import { Clock } from '@bet/core/shared';
import { bindToken, resolveToken } from './typed-tokens.js';

/** /admin/*: one gateway over the admin API; each screen's view model is built on mount and disposed when the operator leaves. */
export const adminDeskModule = new ContainerModule(({ bind }) => {
  bindToken(bind, AdminDeskGateway)
    .toDynamicValue((ctx) => createApiAdminDeskGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  const gateway = (ctx: { get<T>(id: symbol): T }) => resolveToken(ctx, AdminDeskGateway);
  bind(AdminMembersViewModel)
    .toDynamicValue((ctx) => new AdminMembersViewModel({ gateway: gateway(ctx) }))
    .inTransientScope();
  bind(AdminChargesViewModel)
    .toDynamicValue((ctx) => new AdminChargesViewModel({ gateway: gateway(ctx), clock: resolveToken(ctx, Clock) }))
    .inTransientScope();
  bindToken(bind, UsdtQueueGateway)
    .toDynamicValue((ctx) => createApiUsdtQueueGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(AdminUsdtViewModel)
    .toDynamicValue((ctx) => new AdminUsdtViewModel({ gateway: resolveToken(ctx, UsdtQueueGateway), clock: resolveToken(ctx, Clock) }))
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
    .toDynamicValue((ctx) => new AdminBannersViewModel({ gateway: createApiBannerDeskGateway(resolveToken(ctx, ApiClient)) }))
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
  bindToken(bind, AdminReportsGateway)
    .toDynamicValue((ctx) => createApiAdminReportsGateway(resolveToken(ctx, ApiClient), resolveToken(ctx, ApiEndpointsToken).apiBase))
    .inSingletonScope();
  const reports = (ctx: { get<T>(id: symbol): T }) => resolveToken(ctx, AdminReportsGateway);
  bind(AdminAuditViewModel)
    .toDynamicValue((ctx) => new AdminAuditViewModel({ gateway: gateway(ctx), reports: reports(ctx), clock: resolveToken(ctx, Clock) }))
    .inTransientScope();
  bind(AdminDashboardViewModel)
    .toDynamicValue((ctx) => new AdminDashboardViewModel({ gateway: reports(ctx) }))
    .inTransientScope();
  bindToken(bind, OperatorLimitsGateway)
    .toDynamicValue((ctx) => createApiOperatorLimitsGateway(resolveToken(ctx, ApiClient)))
    .inSingletonScope();
  bind(AdminLimitsViewModel)
    .toDynamicValue((ctx) => new AdminLimitsViewModel({ gateway: resolveToken(ctx, OperatorLimitsGateway) }))
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
      gateway: resolveToken(container, AdminReportsGateway),
      clock: resolveToken(container, Clock),
    }),
});

/** /admin/*: bound with the back office's chunk (routing/admin-screens.tsx), never for a member. */
export const adminDeskFeature: LazyFeature<AdminDeskFactories> = { module: adminDeskModule, services: adminDeskFactories };
