import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MinigamePage, useScopedViewModel } from '@bet/ui';
import { minigameFeature } from '../container/minigame.module.js';
import { useAppServices, useFeature } from './app-services-context.js';
import { RealityCheckGate } from './reality-check-route.js';

/** A `?game=` query as a game id (anything else opens the provider's first game). */
const gameIdOf = (text: string | null): number | undefined => (text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** /minigame and /minigame/{provider}[?game={id}]: one board view model per visit, disposed when the member leaves. */
export function MinigameRoute() {
  const { onAlert } = useAppServices();
  const createMinigame = useFeature(minigameFeature);
  const board = useScopedViewModel(createMinigame);
  const { provider } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const gameId = gameIdOf(search.get('game'));
  return (
    <>
      <RealityCheckGate />
      <MinigamePage
        viewModel={board}
        {...(provider === undefined ? {} : { provider })}
        {...(gameId === undefined ? {} : { gameId })}
        onAlert={onAlert}
        onNavigate={(to) => void navigate(to)}
      />
    </>
  );
}
