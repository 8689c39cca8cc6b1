import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SESSION_MEMBER_PAGE_SEGMENTS, type SessionMemberPage } from '@bet/core';
import { SectionPage, type PageSection } from '@bet/ui';
import { BareLayout, MainLayout, PartnerLayout, RecommenderLayout } from './layouts.js';
import { RootRoute } from './RootRoute.js';
import { ADMIN_ROUTES, AdminLayout } from './admin-routes.js';
import { AUTH_LOGIN_ROUTE, PARTNER_ROUTES, RECOMMENDER_ROUTES } from './partner-routes.js';
import { RouteErrorPage } from './screen-routes.js';
import { INDEX_PATH, SCREEN_PATHS, SCREENS, type ScreenKey } from './screens.js';

const section = (name: PageSection): ReactElement => <SectionPage section={name} />;
const page = (path: string, element: ReactElement): RouteObject => (path === INDEX_PATH ? { index: true, element } : { path, element });

/** A member page of core's route guard shows a screen (by route key) or a section page. */
type MemberPageTarget = { readonly screen: ScreenKey } | { readonly section: PageSection };

/** The member pages of core's route guard (visitors go to /login?title={page}); paths are its segments. */
const MEMBER_PAGES: Record<SessionMemberPage, MemberPageTarget> = {
  deposit: { screen: 'deposit' },
  withdraw: { screen: 'withdraw' },
  qna: { screen: 'inquiry' },
  memo: { screen: 'inbox' },
  point: { screen: 'pointExchange' },
  notice: { screen: 'notice' },
  rules: { screen: 'rules' },
  events: { screen: 'events' },
};

const memberPageRoutes = (): RouteObject[] =>
  Object.entries(SESSION_MEMBER_PAGE_SEGMENTS).map(([segment, name]) => {
    const target = MEMBER_PAGES[name];
    return page(segment, 'screen' in target ? SCREENS[target.screen]() : section(target.section));
  });

/** Every path of the route-key table, each drawing its key's screen. */
const screenRoutes = (): RouteObject[] =>
  (Object.keys(SCREEN_PATHS) as ScreenKey[]).flatMap((key) => SCREEN_PATHS[key].map((path) => page(path, SCREENS[key]())));

const mainRoutes: RouteObject[] = [
  ...screenRoutes(),
  // /mypage/recommender is a screen key; /mypage/recommender/pt belongs to the recommender layout below (spec 2 lists it there).
  ...memberPageRoutes(),
];

/**
 * Spec 2 routes. The root runs the guard on every navigation; the main layout holds the public
 * and member pages (and the 404 catch-all), partner and recommender pages have their own layout,
 * /admin/* the back office's (admin-routes.tsx), /auth/login the bare one.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <MainLayout />, children: mainRoutes },
      { path: 'partner', element: <PartnerLayout />, children: PARTNER_ROUTES },
      { element: <RecommenderLayout />, children: RECOMMENDER_ROUTES },
      { path: 'admin', element: <AdminLayout />, children: ADMIN_ROUTES },
      { element: <BareLayout />, children: [AUTH_LOGIN_ROUTE] },
    ],
  },
];
