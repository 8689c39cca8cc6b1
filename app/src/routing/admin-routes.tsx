import { Navigate, Outlet, type RouteObject } from 'react-router';
import {
  AdminBoardsPage,
  AdminChargesPage,
  AdminInquiriesPage,
  AdminMembersPage,
  AdminMessagePage,
  AdminResultsPage,
  AdminSettingsPage,
  AdminShell,
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

function MembersRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminMembersPage viewModel={useScopedViewModel(admin.createMembers)} onAlert={onAlert} onConfirm={onConfirm} />;
}

function ChargesRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminChargesPage viewModel={useScopedViewModel(admin.createCharges)} onAlert={onAlert} onConfirm={onConfirm} />;
}

function ResultsRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminResultsPage viewModel={useScopedViewModel(admin.createResults)} onAlert={onAlert} onConfirm={onConfirm} />;
}

function InquiriesRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminInquiriesPage viewModel={useScopedViewModel(admin.createInquiries)} onAlert={onAlert} />;
}

function MessagesRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminMessagePage viewModel={useScopedViewModel(admin.createMessage)} onAlert={onAlert} onConfirm={onConfirm} />;
}

function BoardsRoute() {
  const { admin, onAlert, onConfirm } = useAppServices();
  return <AdminBoardsPage viewModel={useScopedViewModel(admin.createBoards)} onAlert={onAlert} onConfirm={onConfirm} />;
}

function SettingsRoute() {
  const { admin, onAlert } = useAppServices();
  return <AdminSettingsPage viewModel={useScopedViewModel(admin.createSettings)} onAlert={onAlert} />;
}

/** The back office's pages under /admin (the route guard lets only the site admin in); /admin opens the members. */
export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/members" replace /> },
  { path: 'members', element: <MembersRoute /> },
  { path: 'charges', element: <ChargesRoute /> },
  { path: 'results', element: <ResultsRoute /> },
  { path: 'inquiries', element: <InquiriesRoute /> },
  { path: 'messages', element: <MessagesRoute /> },
  { path: 'boards', element: <BoardsRoute /> },
  { path: 'settings', element: <SettingsRoute /> },
];
