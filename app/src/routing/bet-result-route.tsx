import { useNavigate, useParams } from 'react-router';
import { BetResult, useScopedViewModel } from '@bet/ui';
import { historyFeature } from '../container/history.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/**
 * /bet_result, /bet_result/{gameType}, /bet_result/{gameType}/{gameId}, /bet_result/minigame/provider/{provider}
 * (a literal 'minigame' segment: no gameType param there, so a provider means the mini-game tab).
 */
export function BetResultRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const createHistory = useFeature(historyFeature);
  const history = useScopedViewModel(createHistory);
  const { gameType, gameId, provider } = useParams();
  const navigate = useNavigate();
  return (
    <BetResult
      viewModel={history}
      {...(provider !== undefined ? { tab: 'minigame' } : gameType === undefined ? {} : { tab: gameType })}
      {...((provider ?? gameId) ? { provider: provider ?? gameId } : {})}
      onAlert={onAlert}
      onConfirm={onConfirm}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
