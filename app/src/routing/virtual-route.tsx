import { useLocation, useNavigate } from 'react-router';
import { virtualGameOfRoute } from '@bet/core/bet-slip';
import { useScopedViewModel, VirtualPage } from '@bet/ui';
import { virtualFeature } from '../container/virtual.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /bet365 and /bet365/{game}: one board view model per visit, disposed when the member leaves. */
export function VirtualRoute() {
  const { onAlert } = useAppServices();
  const createVirtual = useFeature(virtualFeature);
  const board = useScopedViewModel(createVirtual);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return <VirtualPage viewModel={board} game={virtualGameOfRoute(pathname)} onAlert={onAlert} onNavigate={(to) => void navigate(to)} />;
}
