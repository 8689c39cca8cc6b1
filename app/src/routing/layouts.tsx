import { Outlet } from 'react-router';
import { BareShell, BetSlipPanel, PartnerShell, SiteShell, useShellServices } from '@bet/ui';
import { setLayoutWidth } from '../browser.js';
import { useAppServices } from './app-services-context.js';

/** The main site: header, sidebars, the PC bet slip panel in the right column, footer. */
export function MainLayout() {
  const { betSlip, dialogs } = useShellServices();
  const { onAlert } = useAppServices();
  return (
    <SiteShell
      onViewport={setLayoutWidth}
      betSlipPanel={<BetSlipPanel viewModel={betSlip} onAlert={onAlert} onLoginRequired={() => dialogs.open('login')} />}
    >
      <Outlet />
    </SiteShell>
  );
}

/** Partner layout (first segment partner). */
export function PartnerLayout() {
  return (
    <PartnerShell area="partner">
      <Outlet />
    </PartnerShell>
  );
}

/** Recommender layout (/recommender and /mypage/recommender/{page}). */
export function RecommenderLayout() {
  return (
    <PartnerShell area="recommender">
      <Outlet />
    </PartnerShell>
  );
}

/** Admin and auth layouts. */
export function BareLayout() {
  return (
    <BareShell>
      <Outlet />
    </BareShell>
  );
}
