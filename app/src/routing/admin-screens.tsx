/** The operator back office's route components, in their own chunk (admin-routes.tsx loads them). */
import { Outlet } from 'react-router';
import {
  AdminAuditPage,
  AdminBetsPage,
  AdminBettingPage,
  AdminBoardsPage,
  AdminChargesPage,
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
import { useAppServices } from './app-services-context.js';

/** /admin layout: the back office's frame around its screens. */
export function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}

export function MembersRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminMembersPage viewModel={useScopedViewModel(admin.createMembers)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function ChargesRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminChargesPage viewModel={useScopedViewModel(admin.createCharges)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function UsdtRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminUsdtPage viewModel={useScopedViewModel(admin.createUsdt)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function ResultsRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminResultsPage viewModel={useScopedViewModel(admin.createResults)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function InquiriesRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminInquiriesPage viewModel={useScopedViewModel(admin.createInquiries)} onAlert={onAlert} />;
}

export function MessagesRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminMessagePage viewModel={useScopedViewModel(admin.createMessage)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function BoardsRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminBoardsPage viewModel={useScopedViewModel(admin.createBoards)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function SettingsRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminSettingsPage viewModel={useScopedViewModel(admin.createSettings)} onAlert={onAlert} />;
}

export function BettingRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminBettingPage viewModel={useScopedViewModel(admin.createBetting)} onAlert={onAlert} />;
}

export function BetsRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminBetsPage viewModel={useScopedViewModel(admin.createBets)} onAlert={onAlert} onConfirm={onConfirm} />;
}

export function AuditRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminAuditPage viewModel={useScopedViewModel(admin.createAudit)} onAlert={onAlert} />;
}

export function ResponsiblePlayRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminResponsiblePlayPage viewModel={useScopedViewModel(admin.createResponsiblePlay)} onAlert={onAlert} />;
}

export function LimitsRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminLimitsPage viewModel={useScopedViewModel(admin.createLimits)} onAlert={onAlert} />;
}
