import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SESSION_MEMBER_PAGE_SEGMENTS, type SessionMemberPage } from '@bet/core/session';
import { SectionPage, type PageSection } from '@bet/ui';
import { BareLayout, MainLayout, PartnerLayout, RecommenderLayout } from './layouts.js';
import { RootRoute } from './RootRoute.js';
import { ADMIN_ROUTES, AdminLayout } from './admin-routes.js';
import { AUTH_LOGIN_ROUTE, PARTNER_ROUTES, RECOMMENDER_ROUTES } from './partner-routes.js';
import { RouteErrorPage } from './screen-routes.js';
import { INDEX_PATH, SCREEN_PATHS, SCREENS, type ScreenKey } from './screens.js';
import { BACK_OFFICE_TITLES, SCREEN_TITLES, titleHandle, withTitles } from './page-titles.js';

/** Every route key's page name: a key missing from SCREEN_TITLES is a compile error here. */
const SCREEN_NAMES: Readonly<Record<ScreenKey, string>> = SCREEN_TITLES;

const section = (name: PageSection): ReactElement => <SectionPage section={name} />;
const page = (path: string, element: ReactElement, title: string | undefined): RouteObject =>
  path === INDEX_PATH ? { index: true, element, ...titleHandle(title) } : { path, element, ...titleHandle(title) };

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
    if ('screen' in target) return page(segment, SCREENS[target.screen](), SCREEN_NAMES[target.screen]);
    return page(segment, section(target.section), undefined);
  });

/** Every path of the route-key table, each drawing its key's screen. */
const screenRoutes = (): RouteObject[] =>
  (Object.keys(SCREEN_PATHS) as ScreenKey[]).flatMap((key) =>
    SCREEN_PATHS[key].map((path) => page(path, SCREENS[key](), SCREEN_NAMES[key])),
  );

const mainRoutes: RouteObject[] = [
  ...screenRoutes(),
  // /mypage/recommender is a screen key; /mypage/recommender/pt belongs to the recommender layout below (spec 2 lists it there).
  ...memberPageRoutes(),
];

/**
 * Spec 2 routes. The root runs the guard on every navigation; the main layout holds the public
 * and member pages (and the 404 catch-all), partner and recommender pages have their own layout,
 * /admin/* the back office's (admin-routes.tsx), /auth/login the bare one. Every page carries its
 * Korean name (page-titles.ts) as its `handle`; RootRoute puts it in the browser tab.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <MainLayout />, children: mainRoutes },
      { path: 'partner', element: <PartnerLayout />, children: withTitles(PARTNER_ROUTES, BACK_OFFICE_TITLES.partner) },
      { element: <RecommenderLayout />, children: withTitles(RECOMMENDER_ROUTES, BACK_OFFICE_TITLES.recommender) },
      { path: 'admin', element: <AdminLayout />, children: withTitles(ADMIN_ROUTES, BACK_OFFICE_TITLES.admin) },
      { element: <BareLayout />, children: withTitles([AUTH_LOGIN_ROUTE], BACK_OFFICE_TITLES.auth) },
    ],
  },
];
