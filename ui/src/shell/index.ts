export { SiteShell, type SiteShellProps } from './SiteShell.js';
export { PartnerShell, BareShell } from './PartnerShell.js';
export { SiteLayout, type SiteLayoutProps } from './SiteLayout.js';
export { ShellOverlays } from './ShellOverlays.js';
export { DesktopHeader, type DesktopHeaderProps } from './DesktopHeader.js';
export { HeaderContainer } from './HeaderContainer.js';
export { HeaderClock, ClockText } from './HeaderClock.js';
export { AuthButtons, type AuthButtonsProps, type MemberSummary } from './AuthButtons.js';
export { MobileHeader, type MobileHeaderProps } from './MobileHeader.js';
export { MobileFooter, type MobileFooterItem, type MobileFooterProps } from './MobileFooter.js';
export { MobileFooterContainer } from './MobileFooterContainer.js';
export { LeftSidebar, type LeftSidebarProps } from './LeftSidebar.js';
export { SportsTree } from './SportsTree.js';
export { PopularGames } from './PopularGames.js';
export { SiteLink } from './SiteLink.js';
export {
  ShellServicesProvider,
  ShellNavigationProvider,
  useShellServices,
  useShellNavigation,
  type ShellServices,
  type ShellNavigation,
  type SiteLinks,
  type DialogRenderers,
} from './shell-services.js';
export * from './sidebar-data.js';
export { deviceWidth, useViewport, VIEWPORT_CHOICE_KEY, type ShellViewport, type ViewportChoice } from './use-viewport.js';
export { useMemberActions, type MemberActions } from './use-member-actions.js';
export {
  shellVisibility,
  prematchListOf,
  searchLocation,
  leagueLocation,
  popularGameLocation,
  isTabActive,
  type ShellVisibility,
} from './visibility.js';
export { SHELL_TEXTS } from './texts.js';
export { pageTitle, usePageTitle, PAGE_TITLE_SEPARATOR } from './page-title.js';
export { RouteSync, type RouteSyncDeps } from './route-sync.js';
export {
  DialogSwitch,
  isShellDialog,
  SHELL_DIALOG_KINDS,
  type DialogKind,
  type DialogSwitchState,
  type FeatureDialogKind,
  type ShellDialogKind,
} from './dialog-switch.js';
export { AlertQueue, type QueuedAlert } from './alert-queue.js';
export { AlertDialog, type AlertDialogProps } from './AlertDialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { CustomerCenterDialog } from './CustomerCenterDialog.js';
export { DialogHost } from './DialogHost.js';
