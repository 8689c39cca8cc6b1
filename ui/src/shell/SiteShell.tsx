import { useEffect, useRef, type ReactNode } from 'react';
import { AlertDialog } from './AlertDialog.js';
import type { DialogSwitchState } from './dialog-switch.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { useObservable, useViewModel } from '../design-system/use-view-model.js';
import { HeaderContainer } from './HeaderContainer.js';
import { LeftSidebarContainer } from './LeftSidebarContainer.js';
import { MobileFooterContainer } from './MobileFooterContainer.js';
import { MobileHeaderContainer } from './MobileHeaderContainer.js';
import { MobileLeftMenu, MobileRightMenu } from './MobileMenu.js';
import { useShellNavigation, useShellServices } from './shell-services.js';
import { SiteLayout } from './SiteLayout.js';
import { ModeSwitch } from './SiteLayout.styles.js';
import { ShellOverlays } from './ShellOverlays.js';
import { SHELL_TEXTS } from './texts.js';
import { useViewport, type ShellViewport } from './use-viewport.js';
import { ShellModeContext } from '../design-system/viewport-context.js';
import { searchLocation, shellVisibility } from './visibility.js';

const NO_DIALOG: DialogSwitchState = { enabled: true, current: null };

export interface SiteShellProps {
  /** The right bet-slip column on desktop (the screens package's BetSlipPanel). */
  readonly betSlipPanel?: ReactNode;
  /** Tells the app which mode and width to lay the page out at (viewport meta). */
  readonly onViewport?: (mode: ShellViewport['mode'], layoutWidth: number) => void;
  readonly children: ReactNode;
}

/**
 * The main site frame on the shared services: header, sidebars, slip column, mobile header,
 * footer and menus, dialogs and the session's alert. A route change scrolls the main area to
 * the top; a blocked IP (406) or status 600 leaves an empty page (spec 8) with only the reason.
 */
export function SiteShell({ betSlipPanel, onViewport, children }: SiteShellProps) {
  const services = useShellServices();
  const { session, dialogs, clock } = services;
  const { pathname, navigate } = useShellNavigation();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const { current } = useObservable(dialogs.state$, NO_DIALOG);
  const viewport = useViewport(services.store);
  const mainRef = useRef<HTMLElement>(null);

  const { mode, layoutWidth } = viewport;
  useEffect(() => onViewport?.(mode, layoutWidth), [onViewport, mode, layoutWidth]);
  useEffect(() => {
    if (mainRef.current) mainRef.current.scrollTop = 0;
    if (typeof document !== 'undefined' && document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [pathname]);
  useEffect(() => dialogs.setEnabled(!view.blankPage), [view.blankPage, dialogs]);

  if (view.blankPage) {
    // Nothing of the site, only the reason (406 '차단된 IP입니다.') when the session gives one.
    return (
      <div data-testid="blank-page">{view.alert ? <AlertDialog message={view.alert} onOk={() => session.dismissAlert()} /> : null}</div>
    );
  }
  const mobile = mode === 'mobile';
  const closeMenu = (): void => dialogs.closeAll();
  return (
    <ShellModeContext.Provider value={mode}>
      <SiteLayout
        mode={mode}
        visibility={shellVisibility(pathname)}
        header={mobile ? <MobileHeaderContainer /> : <HeaderContainer />}
        sidebar={<LeftSidebarContainer />}
        betSlip={betSlipPanel}
        footer={<MobileFooterContainer />}
        mainRef={mainRef}
      >
        {children}
      </SiteLayout>
      {mobile && current === 'mobileMenuLeft' ? (
        <MobileLeftMenu
          onClose={closeMenu}
          onSearch={(text) => {
            closeMenu();
            navigate(searchLocation(text, clock.now()));
          }}
        />
      ) : null}
      {mobile && current === 'mobileMenuRight' ? (
        <MobileRightMenu
          onClose={closeMenu}
          onOpenDialog={(kind) => dialogs.open(kind)}
          onSwitchToPc={() => {
            closeMenu();
            viewport.choose('desktop');
          }}
          onLogout={() => session.logout()}
        />
      ) : null}
      {!mobile && viewport.chosen ? (
        <ModeSwitch type="button" onClick={() => viewport.choose('mobile')}>
          {SHELL_TEXTS.mobileMenu.mobileVersion}
        </ModeSwitch>
      ) : null}
      <ShellOverlays />
    </ShellModeContext.Provider>
  );
}
