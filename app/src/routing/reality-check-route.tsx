import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { RealityCheckHost, RealityCheckSettingsPage } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** On the casino, slot and mini-game pages: the reality check; '중지' and the session limit go to the top page. */
export function RealityCheckGate() {
  const { realityCheck } = useAppServices();
  const navigate = useNavigate();
  const toTop = useCallback(() => void navigate('/'), [navigate]);
  return <RealityCheckHost viewModel={realityCheck} onLeave={toTop} />;
}

/** /mypage/reality_check: the interval and the session limit. */
export function RealityCheckSettingsRoute() {
  const { realityCheck, onAlert } = useAppServices();
  return <RealityCheckSettingsPage viewModel={realityCheck} onAlert={onAlert} />;
}
