import type { Container } from 'inversify';
import { ApiClient } from '@bet/core/api';
import { BetSlipViewModel, type InplayBetPayload } from '@bet/core/bet-slip';
import { BoardsViewModel, CommunityNoticeViewModel } from '@bet/core/boards';
import { JackpotViewModel } from '@bet/core/jackpot';
import { Clock, KeyValueStore } from '@bet/core/shared';
import { InboxViewModel } from '@bet/core/inbox';
import { RealityCheckViewModel } from '@bet/core/reality-check';
import { NonMemberInquiryViewModel } from '@bet/core/inquiry';
import { PasswordChangeViewModel, DEFAULT_PASSWORD_CHANGE_VARIANT } from '@bet/core/password-change';
import { PopupsViewModel } from '@bet/core/popups';
import { SessionStreams, MemberLiveUpdates } from '@bet/core/feature-links';
import { RouletteViewModel } from '@bet/core/roulette';
import { SessionViewModel } from '@bet/core/session';
import { SignUpViewModel } from '@bet/core/sign-up';
import { SportsMenuViewModel } from '@bet/core/sports';
import type { InplayBetViewModel } from '@bet/core/inplay';
import {
  AlertQueue,
  ATTENDANCE_DIALOG_KINDS,
  BOARDS_DIALOG_KINDS,
  CHARGE_DIALOG_KINDS,
  DialogSwitch,
  POINTS_DIALOG_KINDS,
  SESSION_DIALOG_KINDS,
  type ScreenAlert,
  type ScreenConfirm,
  type ShellServices,
} from '@bet/ui';
import { InplayBetSlipBridgeToken } from './container/betting.module.js';
import { createFeatureLoader, type FeatureLoader } from './container/lazy-feature.js';
import { createDialogRenderers } from './routing/dialog-renderers.js';
import { lazyDialogs } from './routing/lazy-dialogs.js';
import { sidebarSportsOf } from './routing/sidebar-sports.js';
import { SITE_CONFIG } from './site-config.js';
import { reloadPage } from './browser.js';
import { resolveToken } from './container/typed-tokens.js';

/** The view models the routes and dialogs render, resolved once from the container. */
export interface AppServices {
  readonly shell: ShellServices;
  /**
   * Screens whose view model lives as long as the screen get a factory (a transient binding):
   * the route element builds one on mount and disposes it on unmount (ui's useScopedViewModel).
   */
  readonly createBoards: () => BoardsViewModel;
  readonly createCommunityNotice: () => CommunityNoticeViewModel;
  /** The jackpot counter of /, /casino and /slot (one per screen). */
  readonly createJackpot: () => JackpotViewModel;
  /** Reality checks: the game pages' dialog and my page's settings share this one. */
  readonly realityCheck: RealityCheckViewModel;
  /** Features bound on first use, with their route's chunk (container/lazy-feature.ts). */
  readonly features: FeatureLoader;
  readonly createPopups: () => PopupsViewModel;
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
  const features = createFeatureLoader(container);
  const inbox = container.get(InboxViewModel);
  const roulette = container.get(RouletteViewModel);
  // Started with the app: it follows the session and opens the member's live sources while logged in.
  container.get(MemberLiveUpdates);
  const shell: ShellServices = {
    session: container.get(SessionViewModel),
    signUp: container.get(SignUpViewModel),
    betSlip,
    clock: resolveToken(container, Clock),
    dialogs,
    alerts,
    links: SITE_CONFIG.links,
    store: resolveToken(container, KeyValueStore),
    sidebarSports: sidebarSportsOf(sportsMenu),
    moneyRetries$: resolveToken(container, ApiClient).moneyRetries$,
    dialogRenderers: createDialogRenderers({
      betSlip,
      // Charge dialogs own their view models (built on open, disposed on close), loaded with their chunk.
      chargeDialogs: lazyDialogs(CHARGE_DIALOG_KINDS, () =>
        import('./routing/charge-dialogs.js').then((chunk) => chunk.chargeDialogsOf(features, { onAlert, onConfirm })),
      ),
      // Attendance and point-to-cash: their view models come with the points chunk, loaded on first opening.
      pointsDialogs: lazyDialogs([...ATTENDANCE_DIALOG_KINDS, ...POINTS_DIALOG_KINDS], () =>
        import('./routing/points-dialogs.js').then((chunk) => chunk.pointsDialogsOf(features, { onAlert, onConfirm })),
      ),
      // The notice, rules and events dialogs (a boards view model per opening) and the my page dialogs, with their chunk.
      boardsDialogs: lazyDialogs(BOARDS_DIALOG_KINDS, () =>
        import('./routing/page-dialogs.js').then((chunk) =>
          chunk.boardsDialogsOf({ createBoards: () => container.get(BoardsViewModel), onAlert }),
        ),
      ),
      sessionDialogs: lazyDialogs(SESSION_DIALOG_KINDS, () =>
        import('./routing/page-dialogs.js').then((chunk) => chunk.sessionDialogsOf()),
      ),
      inbox,
      roulette,
      onAlert,
      onConfirm,
      nonMemberInquiry: container.get(NonMemberInquiryViewModel),
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
    createJackpot: () => container.get(JackpotViewModel),
    createPopups: () => container.get(PopupsViewModel),
    realityCheck: container.get(RealityCheckViewModel),
    features,
    sportsMenu,
    inbox,
    roulette,
    inplayBet: resolveToken(container, InplayBetSlipBridgeToken).viewModel,
    onAlert,
    onConfirm,
  };
}
