import type { ReactElement } from 'react';
import { ErrorPage, LoginPage, MaintenancePage, MemberInfoPage } from '@bet/ui';
import { BoardRoute, CommunityNoticeRoute } from './boards-routes.js';
import { lazyScreens } from './lazy-screens.js';
import { RealityCheckSettingsRoute } from './reality-check-route.js';
import { InboxRoute, TopRoute } from './screen-routes.js';

/*
 * Each feature page whose view models only it uses loads on the first visit, with its container
 * module, as its own chunk (container/lazy-feature.ts): a first visit to / downloads the shell
 * and the top page, not the site. Pages of the shell's own view models (boards, memo box,
 * reality check) are in the entry: their code is there for the shell anyway.
 */
const sports = lazyScreens(() => import('./sports-screens.js'));
const games = lazyScreens(() => import('./game-screens.js'));
const myPage = lazyScreens(() => import('./my-page-screens.js'));
const charge = lazyScreens(() => import('./charge-screens.js'));

/**
 * After the first page is drawn, when the browser is idle: the sports lists' chunk (the site's
 * main product, one click away in the header and the sidebar) and the deposit and withdrawal
 * dialogs' (the header's buttons), so those clicks do not wait for the network. Measured on a
 * Slow-4G-like link (bench/first-visit.ts): the move to /inplay took 0.36 s longer with the chunk
 * fetched on the click.
 */
export function preloadLikelyScreens(): void {
  sports.preload();
  // The same module app-services.ts's lazyDialogs imports on the first opening: fetched once.
  import('./charge-dialogs.js').catch(() => undefined);
}

/** The index route of a layout (the top page) is written as this empty path. */
export const INDEX_PATH = '';

/**
 * Spec 2 paths of the main layout's screens, by route key. The member pages' paths come from
 * core's guard (`SESSION_MEMBER_PAGE_SEGMENTS`, mapped in routes.tsx), so deposit, withdraw and
 * inquiry list none of their own here. Pages whose screens come later are sections, not keys.
 */
export const SCREEN_PATHS = {
  top: [INDEX_PATH],
  login: ['login'],
  europe: ['europe'],
  korea: ['korea'],
  inplay: ['inplay'],
  streaming: ['streaming', 'stream'],
  casino: ['casino'],
  slot: ['slot'],
  minigame: ['minigame', 'minigame/:provider'],
  virtual: ['bet365', 'bet365/soccer', 'bet365/basketball', 'bet365/dog', 'bet365/horse'],
  holdem: ['holdem'],
  myReferrals: ['mypage/recommender'],
  fairness: ['fairness', 'mypage/fairness'],
  activityStatement: ['mypage/statement'],
  realityCheck: ['mypage/reality_check'],
  responsiblePlay: ['mypage/responsible_play'],
  maintenance: ['maintenance'],
  betResult: ['bet_result', 'bet_result/minigame/provider/:provider', 'bet_result/:gameType', 'bet_result/:gameType/:gameId'],
  memberInfo: ['mypage/join_info', 'mypage/join_info/pt'],
  inbox: ['mypage/message', 'mypage/message/pt'],
  notice: [],
  rules: [],
  events: [],
  communityNotice: ['community/notice'],
  communityNoticeDetail: ['community/notice/detail/:id'],
  communityNoticeRegist: ['community/notice/regist'],
  pointHistory: ['mypage/point_history', 'mypage/point_history/pt'],
  attendance: ['mypage/attendance', 'mypage/attendance/pt'],
  pointExchange: [],
  inquiry: [],
  deposit: [],
  withdraw: [],
  notFound: ['*'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The route keys: every key of the path table (and every member page) needs a screen below. */
export type ScreenKey = keyof typeof SCREEN_PATHS;

/** Route key -> the element it shows. Total: a route key without a screen does not compile. */
export type ScreenRegistry = Readonly<Record<ScreenKey, () => ReactElement>>;

/** Each feature exports what it renders (ui); the app's route elements add the router's params. */
export const SCREENS: ScreenRegistry = {
  top: () => <TopRoute />,
  login: () => <LoginPage />,
  europe: () => sports('PrematchRoute', { listStyle: 'europe' }),
  korea: () => sports('PrematchRoute', { listStyle: 'korea' }),
  inplay: () => sports('InplayRoute', {}),
  streaming: () => sports('StreamingRoute', {}),
  casino: () => games('CasinoRoute', { category: 'casino' }),
  slot: () => games('CasinoRoute', { category: 'slot' }),
  minigame: () => games('MinigameRoute', {}),
  virtual: () => games('VirtualRoute', {}),
  maintenance: () => <MaintenancePage />,
  holdem: () => games('HoldemRoute', {}),
  myReferrals: () => myPage('MyReferralsRoute', {}),
  fairness: () => games('FairnessRoute', {}),
  activityStatement: () => myPage('ActivityStatementRoute', {}),
  realityCheck: () => <RealityCheckSettingsRoute />,
  responsiblePlay: () => myPage('ResponsiblePlayRoute', {}),
  betResult: () => myPage('BetResultRoute', {}),
  memberInfo: () => <MemberInfoPage />,
  inbox: () => <InboxRoute />,
  notice: () => <BoardRoute tab="notice" />,
  rules: () => <BoardRoute tab="rule" />,
  events: () => <BoardRoute tab="event" />,
  communityNotice: () => <CommunityNoticeRoute kind="list" />,
  communityNoticeDetail: () => <CommunityNoticeRoute kind="detail" />,
  communityNoticeRegist: () => <CommunityNoticeRoute kind="regist" />,
  pointHistory: () => myPage('PointHistoryRoute', {}),
  attendance: () => myPage('AttendanceRoute', {}),
  pointExchange: () => myPage('PointExchangeRoute', {}),
  inquiry: () => myPage('InquiryRoute', {}),
  deposit: () => charge('DepositRoute', {}),
  withdraw: () => charge('WithdrawRoute', {}),
  notFound: () => <ErrorPage status={404} />,
};
