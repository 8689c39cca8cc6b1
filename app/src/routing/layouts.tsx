import { Outlet } from 'react-router';
import {
  BareShell,
  BetSlipAlerts,
  BetSlipPanel,
  InplayCountdownContainer,
  PartnerShell,
  RouletteAlerts,
  SiteShell,
  useShellServices,
} from '@bet/ui';
import { setLayoutWidth } from '../browser.js';
import { useAppServices } from './app-services-context.js';

/**
 * The main site: header, sidebars, the PC bet slip panel in the right column, footer; the
 * in-play countdown (whenever a live bet is under way) and the roulette's alerts (a result may
 * land after its dialog closed) stay mounted beside it.
 */
export function MainLayout() {
  const { betSlip, dialogs } = useShellServices();
  const { onAlert, roulette, inplayBet } = useAppServices();
  return (
    <>
      <SiteShell
        onViewport={setLayoutWidth}
        betSlipPanel={<BetSlipPanel viewModel={betSlip} onLoginRequired={() => dialogs.open('login')} />}
      >
        <Outlet />
      </SiteShell>
      {/* The slip's alerts, also while the mobile slip dialog is closed (a refused pick from a list). */}
      <BetSlipAlerts viewModel={betSlip} onAlert={onAlert} onLoginRequired={() => dialogs.open('login')} />
      <InplayCountdownContainer viewModel={inplayBet} />
      <RouletteAlerts viewModel={roulette} onAlert={onAlert} />
    </>
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
