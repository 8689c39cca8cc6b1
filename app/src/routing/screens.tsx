import type { ReactElement } from 'react';
import { ErrorPage, LoginPage, MaintenancePage, MemberInfoPage } from '@bet/ui';
import { BoardRoute, CommunityNoticeRoute } from './boards-routes.js';
import { CasinoRoute } from './casino-route.js';
import { MinigameRoute } from './minigame-route.js';
import { VirtualRoute } from './virtual-route.js';
import { HoldemRoute } from './holdem-route.js';
import { MyReferralsRoute } from './referrals-route.js';
import { FairnessRoute } from './fairness-route.js';
import { ActivityStatementRoute } from './activity-statement-route.js';
import { RealityCheckSettingsRoute } from './reality-check-route.js';
import { ResponsiblePlayRoute } from './responsible-play-route.js';
import { AttendanceRoute, PointExchangeRoute, PointHistoryRoute } from './points-routes.js';
import { BetResultRoute, DepositRoute, InboxRoute, InquiryRoute, PrematchRoute, TopRoute, WithdrawRoute } from './screen-routes.js';
import { InplayRoute } from './inplay-route.js';
import { StreamingRoute } from './streaming-route.js';

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
  europe: () => <PrematchRoute listStyle="europe" />,
  korea: () => <PrematchRoute listStyle="korea" />,
  inplay: () => <InplayRoute />,
  streaming: () => <StreamingRoute />,
  casino: () => <CasinoRoute category="casino" />,
  slot: () => <CasinoRoute category="slot" />,
  minigame: () => <MinigameRoute />,
  virtual: () => <VirtualRoute />,
  maintenance: () => <MaintenancePage />,
  holdem: () => <HoldemRoute />,
  myReferrals: () => <MyReferralsRoute />,
  fairness: () => <FairnessRoute />,
  activityStatement: () => <ActivityStatementRoute />,
  realityCheck: () => <RealityCheckSettingsRoute />,
  responsiblePlay: () => <ResponsiblePlayRoute />,
  betResult: () => <BetResultRoute />,
  memberInfo: () => <MemberInfoPage />,
  inbox: () => <InboxRoute />,
  notice: () => <BoardRoute tab="notice" />,
  rules: () => <BoardRoute tab="rule" />,
  events: () => <BoardRoute tab="event" />,
  communityNotice: () => <CommunityNoticeRoute kind="list" />,
  communityNoticeDetail: () => <CommunityNoticeRoute kind="detail" />,
  communityNoticeRegist: () => <CommunityNoticeRoute kind="regist" />,
  pointHistory: () => <PointHistoryRoute />,
  attendance: () => <AttendanceRoute />,
  pointExchange: () => <PointExchangeRoute />,
  inquiry: () => <InquiryRoute />,
  deposit: () => <DepositRoute />,
  withdraw: () => <WithdrawRoute />,
  notFound: () => <ErrorPage status={404} />,
};
