import { useMemo } from 'react';
import { withThousands, formatUsdt } from '@bet/core/shared';
import type { SessionView } from '@bet/core/session';
import type { DialogKind } from './dialog-switch.js';
import { useShellNavigation, useShellServices } from './shell-services.js';
import type { AuthButtonsProps, MemberSummary } from './AuthButtons.js';
import { SHELL_TEXTS } from './texts.js';

export interface MemberActions {
  /** Opens a member dialog, or asks a visitor to log in first (spec 6). */
  readonly openForMember: (kind: DialogKind) => void;
  /** Mobile footer: as `openForMember`, but a second tap closes the dialog. */
  readonly tapForMember: (kind: DialogKind) => void;
  readonly goForMember: (to: string) => void;
  /**
   * Opens the notice, rules or events dialog: events for anyone (spec 6: visitors see the event
   * list), notices and rules for members only (spec 2: their pages send visitors to log in).
   */
  readonly openBoard: (kind: 'notice' | 'rules' | 'events') => void;
  readonly openLogin: () => void;
  readonly openJoin: (variant?: 'standard' | 'usdtSimple') => void;
}

/** The header, footer and menus share these: every member-only action checks the session first. */
export function useMemberActions(view: SessionView): MemberActions {
  const { dialogs, alerts, signUp } = useShellServices();
  const { navigate } = useShellNavigation();
  const loggedIn = view.status === 'loggedIn';
  return useMemo(() => {
    const openLogin = (): void => dialogs.open('login');
    const guard = (action: () => void): void => {
      if (loggedIn) action();
      else alerts.alert(SHELL_TEXTS.loginRequired, openLogin);
    };
    return {
      openForMember: (kind) => guard(() => dialogs.open(kind)),
      tapForMember: (kind) => guard(() => dialogs.tap(kind)),
      goForMember: (to) => guard(() => navigate(to)),
      openBoard: (kind) => (kind === 'events' ? dialogs.open(kind) : guard(() => dialogs.open(kind))),
      openLogin,
      openJoin: (variant = 'standard') => {
        dialogs.closeAll();
        void signUp.open(variant);
      },
    };
  }, [loggedIn, dialogs, alerts, signUp, navigate]);
}

export function memberSummary(view: SessionView): MemberSummary | null {
  if (view.status !== 'loggedIn') return null;
  return {
    level: view.level,
    nickname: view.user.nickname,
    emoneyText: withThousands(view.user.emoney),
    pointText: withThousands(view.user.point),
    usdText: formatUsdt(view.user.usdt),
    unreadCount: view.unreadCount,
  };
}

export const usdText = (view: SessionView): string => (view.status === 'loggedIn' ? formatUsdt(view.user.usdt) : '0');

/** Header buttons wired to the session, the dialogs and the router. */
export function useAuthButtons(view: SessionView, actions: MemberActions): AuthButtonsProps {
  const { session, dialogs } = useShellServices();
  const { navigate } = useShellNavigation();
  const member = memberSummary(view);
  if (view.status !== 'loggedIn' || member === null) {
    return {
      status: 'loggedOut',
      onLogin: actions.openLogin,
      onJoin: () => actions.openJoin('standard'),
      onTetherJoin: () => actions.openJoin('usdtSimple'),
      onNonMemberInquiry: () => dialogs.open('nonMemberInquiry'),
    };
  }
  return {
    status: 'loggedIn',
    member,
    showsPartnerManagement: view.showsPartnerManagement,
    onPartnerManagement: () => navigate('/partner'),
    onTetherCharge: () => dialogs.open('usdDeposit'),
    onTetherExchange: () => dialogs.open('usdWithdraw'),
    onCharge: () => navigate('/deposit'),
    onExchange: () => navigate('/withdraw'),
    onMessages: () => dialogs.open('memo'),
    onMyPage: () => dialogs.open('myPage'),
    onPointToCash: () => dialogs.open('pointToCash'),
    onLogout: () => session.logout(),
  };
}
