/** The operator back office's route components, in their own chunk (admin-routes.tsx loads them). */
import { Outlet } from 'react-router';
import {
  AdminAuditPage,
  AdminBetsPage,
  AdminBettingPage,
  AdminBoardsPage,
  AdminChargesPage,
  AdminDashboardPage,
  AdminExportBar,
  AdminInquiriesPage,
  AdminLimitsPage,
  AdminMembersPage,
  AdminMessagePage,
  AdminResponsiblePlayPage,
  AdminResultsPage,
  AdminSettingsPage,
  AdminShell,
  AdminUsdtPage,
  useScopedViewModel,
} from '@bet/ui';
import type { AdminExportKind } from '@bet/core/admin-desk';
import { adminDeskFeature } from '../container/admin-desk.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /admin layout: the back office's frame around its screens. */
export function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

/** One CSV export bar (its range lives as long as the screen). */
function ExportBar({ kind }: { readonly kind: AdminExportKind }) {
  const admin = useFeature(adminDeskFeature);
  return <AdminExportBar viewModel={useScopedViewModel(() => admin.createExport(kind))} />;
}

export function DashboardRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return (
    <AdminDashboardPage
      viewModel={useScopedViewModel(admin.createDashboard)}
      onAlert={onAlert}
      exports={<ExportBar kind="settlements" />}
    />
  );
}

export function MembersRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return (
    <AdminMembersPage
      viewModel={useScopedViewModel(admin.createMembers)}
      onAlert={onAlert}
      onConfirm={onConfirm}
      exports={<ExportBar kind="members" />}
    />
  );
}

export function ChargesRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return (
    <AdminChargesPage
      viewModel={useScopedViewModel(admin.createCharges)}
      onAlert={onAlert}
      onConfirm={onConfirm}
      exports={<ExportBar kind="charges" />}
    />
  );
}

export function UsdtRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminUsdtPage viewModel={useScopedViewModel(admin.createUsdt)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function ResultsRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminResultsPage viewModel={useScopedViewModel(admin.createResults)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function InquiriesRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminInquiriesPage viewModel={useScopedViewModel(admin.createInquiries)} onAlert={onAlert} />;
}

export function MessagesRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminMessagePage viewModel={useScopedViewModel(admin.createMessage)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function BoardsRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  const boards = useScopedViewModel(admin.createBoards);
  const banners = useScopedViewModel(admin.createBanners);
  return <AdminBoardsPage viewModel={boards} banners={banners} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function SettingsRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminSettingsPage viewModel={useScopedViewModel(admin.createSettings)} onAlert={onAlert} />;
}

export function BettingRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminBettingPage viewModel={useScopedViewModel(admin.createBetting)} onAlert={onAlert} />;
}

export function BetsRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return (
    <AdminBetsPage
      viewModel={useScopedViewModel(admin.createBets)}
      onAlert={onAlert}
      onConfirm={onConfirm}
      exports={<ExportBar kind="bets" />}
    />
  );
}

export function AuditRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminAuditPage viewModel={useScopedViewModel(admin.createAudit)} onAlert={onAlert} />;
}

export function ResponsiblePlayRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminResponsiblePlayPage viewModel={useScopedViewModel(admin.createResponsiblePlay)} onAlert={onAlert} />;
}

export function LimitsRoute() {
  const { onAlert } = useAppServices();
  const admin = useFeature(adminDeskFeature);
  return <AdminLimitsPage viewModel={useScopedViewModel(admin.createLimits)} onAlert={onAlert} />;
}
