import { useLocation, useNavigate } from 'react-router';
import { PrematchList, useScopedViewModel, useShellServices } from '@bet/ui';
import { prematchFeature } from '../container/prematch.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /europe (cards) and /korea (rows), every query filter from the URL. */
export function PrematchRoute({ listStyle }: { readonly listStyle: 'europe' | 'korea' }) {
  const { onAlert } = useAppServices();
  const createPrematch = useFeature(prematchFeature);
  const prematch = useScopedViewModel(createPrematch);
  const { betSlip, dialogs } = useShellServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <PrematchList
      viewModel={prematch}
      betSlip={betSlip}
      listStyle={listStyle}
      search={search}
      onAlert={onAlert}
      onNavigate={(to) => void navigate(to)}
      onLoginRequired={() => dialogs.open('login')}
    />
  );
}
