import type { Container } from 'inversify';
import {
  ApiClient,
  type PartnerDeskScreens,
  BetHistoryViewModel,
  BetSlipViewModel,
  BoardsViewModel,
  CommunityNoticeViewModel,
  CasinoLobbyViewModel,
  JackpotViewModel,
  Clock,
  DepositViewModel,
  InboxViewModel,
  InquiryViewModel,
  KeyValueStore,
  MinigameBoardViewModel,
  VirtualBoardViewModel,
  MoneyConversionViewModel,
  AttendanceViewModel,
  PointExchangeViewModel,
  PointHistoryViewModel,
  HoldemViewModel,
  MyReferralsViewModel,
  FairnessViewModel,
  ActivityStatementViewModel,
  RealityCheckViewModel,
  ResponsiblePlayViewModel,
  StreamingViewModel,
  NonMemberInquiryViewModel,
  PasswordChangeViewModel,
  PopupsViewModel,
  DEFAULT_PASSWORD_CHANGE_VARIANT,
  SessionStreams,
  InplayListViewModel,
  PrematchListViewModel,
  RouletteViewModel,
  SessionViewModel,
  SignUpViewModel,
  SportsMenuViewModel,
  UsdDepositViewModel,
  UsdWithdrawViewModel,
  WithdrawViewModel,
  type InplayBetSlipBridge,
  type InplayBetViewModel,
  type InplayBetPayload,
} from '@bet/core';
import { AlertQueue, DialogSwitch, type ScreenAlert, type ScreenConfirm, type ShellServices } from '@bet/ui';
import { InplayBetSlipBridgeToken } from './container/betting.module.js';
import { adminDeskFactories, type AdminDeskFactories } from './container/admin-desk.module.js';
import { partnerDeskScreens } from './container/partner-desk.module.js';
import { createDialogRenderers } from './routing/dialog-renderers.js';
import { sidebarSportsOf } from './routing/sidebar-sports.js';
import { SITE_CONFIG } from './site-config.js';
import { reloadPage } from './browser.js';

/** The view models the routes and dialogs render, resolved once from the container. */
export interface AppServices {
  readonly shell: ShellServices;
  /**
   * Screens whose view model lives as long as the screen get a factory (a transient binding):
   * the route element builds one on mount and disposes it on unmount (ui's useScopedViewModel).
   */
  readonly createBoards: () => BoardsViewModel;
  readonly createCommunityNotice: () => CommunityNoticeViewModel;
  readonly createHistory: () => BetHistoryViewModel;
  readonly createCasinoLobby: () => CasinoLobbyViewModel;
  /** The jackpot counter of /, /casino and /slot (one per screen). */
  readonly createJackpot: () => JackpotViewModel;
  readonly createMinigame: () => MinigameBoardViewModel;
  readonly createVirtual: () => VirtualBoardViewModel;
  readonly createPointExchange: () => PointExchangeViewModel;
  readonly createPointHistory: () => PointHistoryViewModel;
  readonly createAttendance: () => AttendanceViewModel;
  readonly createInquiry: () => InquiryViewModel;
  readonly createHoldem: () => HoldemViewModel;
  readonly createMyReferrals: () => MyReferralsViewModel;
  readonly createFairness: () => FairnessViewModel;
  readonly createActivityStatement: () => ActivityStatementViewModel;
  /** Reality checks: the game pages' dialog and my page's settings share this one. */
  readonly realityCheck: RealityCheckViewModel;
  readonly createResponsiblePlay: () => ResponsiblePlayViewModel;
  /** The back office's screens (/admin/*). */
  readonly admin: AdminDeskFactories;
  /** The partner and recommender areas' screens and /auth/login. */
  readonly partnerDesk: PartnerDeskScreens;
  readonly createPopups: () => PopupsViewModel;
  readonly createPrematch: () => PrematchListViewModel;
  readonly createInplay: () => InplayListViewModel;
  readonly createStreaming: () => StreamingViewModel;
  readonly createDeposit: () => DepositViewModel;
  readonly createWithdraw: () => WithdrawViewModel;
  readonly sportsMenu: SportsMenuViewModel;
  readonly inbox: InboxViewModel;
  readonly roulette: RouletteViewModel;
  /** The in-play bridge's view model: the countdown dialog renders it whenever it is not idle. */
  readonly inplayBet: InplayBetViewModel<InplayBetPayload>;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

export function resolveAppServices(container: Container): AppServices {
  const alerts = container.get(AlertQueue);
  const dialogs = container.get(DialogSwitch);
  const sportsMenu = container.get(SportsMenuViewModel);
  const onAlert: ScreenAlert = (message) => alerts.alert(message);
  const onConfirm: ScreenConfirm = (message, accept, cancel) => alerts.confirm(message, accept, cancel);
  const betSlip = container.get(BetSlipViewModel);
  // Charge screens and dialogs own their view models (built on open, disposed on close).
  const createDeposit = (): DepositViewModel => container.get(DepositViewModel);
  const createWithdraw = (): WithdrawViewModel => container.get(WithdrawViewModel);
  const inbox = container.get(InboxViewModel);
  const roulette = container.get(RouletteViewModel);
  const shell: ShellServices = {
    session: container.get(SessionViewModel),
    signUp: container.get(SignUpViewModel),
    betSlip,
    clock: container.get<Clock>(Clock),
    dialogs,
    alerts,
    links: SITE_CONFIG.links,
    store: container.get<KeyValueStore>(KeyValueStore),
    sidebarSports: sidebarSportsOf(sportsMenu),
    moneyRetries$: container.get<ApiClient>(ApiClient).moneyRetries$,
    dialogRenderers: createDialogRenderers({
      betSlip,
      createDeposit,
      createWithdraw,
      inbox,
      roulette,
      onAlert,
      onConfirm,
      nonMemberInquiry: container.get(NonMemberInquiryViewModel),
      createMoneyConversion: () => container.get(MoneyConversionViewModel),
      createUsdDeposit: () => container.get(UsdDepositViewModel),
      createUsdWithdraw: () => container.get(UsdWithdrawViewModel),
      createPasswordChange: () => container.get(PasswordChangeViewModel),
      myInfoMember: () => container.get(SessionStreams).member(),
      askCurrentPassword: DEFAULT_PASSWORD_CHANGE_VARIANT === 'withCurrent',
      onAlertThen: (message, onOk) => alerts.alert(message, onOk),
      onPasswordChanged: () => {
        container.get(SessionViewModel).logout();
        reloadPage();
      },
    }),
  };
  return {
    shell,
    createBoards: () => container.get(BoardsViewModel),
    createCommunityNotice: () => container.get(CommunityNoticeViewModel),
    createHistory: () => container.get(BetHistoryViewModel),
    createCasinoLobby: () => container.get(CasinoLobbyViewModel),
    createJackpot: () => container.get(JackpotViewModel),
    createMinigame: () => container.get(MinigameBoardViewModel),
    createVirtual: () => container.get(VirtualBoardViewModel),
    createPointExchange: () => container.get(PointExchangeViewModel),
    createPointHistory: () => container.get(PointHistoryViewModel),
    createAttendance: () => container.get(AttendanceViewModel),
    createInquiry: () => container.get(InquiryViewModel),
    createPopups: () => container.get(PopupsViewModel),
    createHoldem: () => container.get(HoldemViewModel),
    createMyReferrals: () => container.get(MyReferralsViewModel),
    createFairness: () => container.get(FairnessViewModel),
    createActivityStatement: () => container.get(ActivityStatementViewModel),
    realityCheck: container.get(RealityCheckViewModel),
    createResponsiblePlay: () => container.get(ResponsiblePlayViewModel),
    admin: adminDeskFactories(container),
    partnerDesk: partnerDeskScreens(container),
    createPrematch: () => container.get(PrematchListViewModel),
    createInplay: () => container.get(InplayListViewModel),
    createStreaming: () => container.get(StreamingViewModel),
    createDeposit,
    createWithdraw,
    sportsMenu,
    inbox,
    roulette,
    inplayBet: container.get<InplayBetSlipBridge>(InplayBetSlipBridgeToken).viewModel,
    onAlert,
    onConfirm,
  };
}
