import type { CasinoCategory } from '@bet/core/casino';
import { CasinoLobbyPage, JackpotCounter, useScopedViewModel } from '@bet/ui';
import { casinoFeature } from '../container/casino.module.js';
import { useAppServices, useFeature } from './app-services-context.js';
import { RealityCheckGate } from './reality-check-route.js';

/** /casino and /slot: one lobby and one jackpot counter view model per visit, disposed when the member leaves. */
export function CasinoRoute({ category }: { readonly category: CasinoCategory }) {
  const { createJackpot, onAlert } = useAppServices();
  const createCasinoLobby = useFeature(casinoFeature);
  const lobby = useScopedViewModel(createCasinoLobby);
  const jackpot = useScopedViewModel(createJackpot);
  return (
    <>
      <CasinoLobbyPage viewModel={lobby} category={category} onAlert={onAlert} jackpot={<JackpotCounter viewModel={jackpot} />} />
      <RealityCheckGate />
    </>
  );
}
