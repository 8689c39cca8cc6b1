import type { CasinoCategory } from '@bet/core';
import { CasinoLobbyPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';
import { RealityCheckGate } from './reality-check-route.js';

/** /casino and /slot: one lobby view model per visit, disposed when the member leaves. */
export function CasinoRoute({ category }: { readonly category: CasinoCategory }) {
  const { createCasinoLobby, onAlert } = useAppServices();
  const lobby = useScopedViewModel(createCasinoLobby);
  return (
    <>
      <CasinoLobbyPage viewModel={lobby} category={category} onAlert={onAlert} />
      <RealityCheckGate />
    </>
  );
}
