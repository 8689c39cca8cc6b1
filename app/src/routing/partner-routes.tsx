import { Fragment, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { PartnerMemberLinks } from '@bet/ui';
import { lazyScreens } from './lazy-screens.js';
import { SCREENS } from './screens.js';

/** The back office's pages load on the first visit (partner-screens.tsx, its own chunk). */
const screen = lazyScreens(() => import('./partner-screens.js'));

/**
 * Keyed by path: two routes that render the same screen component with other props (/partner/pt and
 * /partner/member, deposit and withdraw) must not share its instance, or the view model the first
 * one created (useScopedViewModel) would keep showing its list on the second.
 */
const at = (path: string, element: ReactElement): RouteObject => ({ path, element: <Fragment key={path}>{element}</Fragment> });

const PARTNER_LINKS: PartnerMemberLinks = { deposit: '/partner/deposit', withdraw: '/partner/withdraw', bets: '/partner/bet_history' };
const RECOMMENDER_LINKS: PartnerMemberLinks = { deposit: '/mypage/recommender/deposit', withdraw: '/mypage/recommender/withdraw' };

/** /partner/* (spec 2): the partner layout's pages; /partner/customer is the site's 1:1 inquiry. */
export const PARTNER_ROUTES: RouteObject[] = [
  { index: true, element: screen('DashboardRoute', {}) },
  at('pt', screen('MembersRoute', { links: PARTNER_LINKS, subPartners: true })),
  at('member', screen('MembersRoute', { links: PARTNER_LINKS })),
  at('deposit', screen('Keyed', { render: (m) => screen('MoneyRoute', { mode: 'deposit', memberId: m }) })),
  at('withdraw', screen('Keyed', { render: (m) => screen('MoneyRoute', { mode: 'withdraw', memberId: m }) })),
  at('bet_history', screen('Keyed', { render: (m) => screen('BetsRoute', { memberId: m }) })),
  at('casino_bet_history', screen('Keyed', { render: (m) => screen('CasinoRoute', { memberId: m }) })),
  at('calc', screen('CalcRoute', {})),
  at('analysis', screen('AnalysisRoute', {})),
  at('customer', SCREENS.inquiry()),
];

/** The recommender layout's pages (spec 2): the same data for the recommender's own referrals. */
export const RECOMMENDER_ROUTES: RouteObject[] = [
  at('recommender', screen('RecommenderListRoute', {})),
  at('mypage/recommender/pt', screen('MembersRoute', { links: RECOMMENDER_LINKS, subPartners: true })),
  at('mypage/recommender/member', screen('MembersRoute', { links: RECOMMENDER_LINKS })),
  at('mypage/recommender/deposit', screen('Keyed', { render: (m) => screen('MoneyRoute', { mode: 'deposit', memberId: m }) })),
  at('mypage/recommender/withdraw', screen('Keyed', { render: (m) => screen('MoneyRoute', { mode: 'withdraw', memberId: m }) })),
  at('mypage/recommender/calc', screen('CalcRoute', {})),
];

/** /auth/login: the partner login form (bare layout). */
export const AUTH_LOGIN_ROUTE: RouteObject = at('auth/login', screen('PartnerLoginRoute', {}));
