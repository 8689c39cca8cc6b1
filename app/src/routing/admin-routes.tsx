import type { RouteObject } from 'react-router';
import { lazyScreens } from './lazy-screens.js';

/** The back office's pages load on the first visit (admin-screens.tsx, its own chunk). */
const screen = lazyScreens(() => import('./admin-screens.js'));

/** /admin layout: the back office's frame around its screens. */
export function AdminLayout() {
  return screen('AdminLayout', {});
}

/** The back office's pages under /admin (the route guard lets only the site admin in); /admin opens the dashboard. */
export const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: screen('DashboardRoute', {}) },
  { path: 'members', element: screen('MembersRoute', {}) },
  { path: 'charges', element: screen('ChargesRoute', {}) },
  { path: 'usdt', element: screen('UsdtRoute', {}) },
  { path: 'results', element: screen('ResultsRoute', {}) },
  { path: 'betting', element: screen('BettingRoute', {}) },
  { path: 'bets', element: screen('BetsRoute', {}) },
  { path: 'inquiries', element: screen('InquiriesRoute', {}) },
  { path: 'messages', element: screen('MessagesRoute', {}) },
  { path: 'boards', element: screen('BoardsRoute', {}) },
  { path: 'responsible-play', element: screen('ResponsiblePlayRoute', {}) },
  { path: 'settings', element: screen('SettingsRoute', {}) },
  { path: 'limits', element: screen('LimitsRoute', {}) },
  { path: 'audit', element: screen('AuditRoute', {}) },
];
