import { MyReferralsPage, useScopedViewModel } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /mypage/recommender: the member's referrals, one view model per visit. */
export function MyReferralsRoute() {
  const { createMyReferrals, onAlert } = useAppServices();
  return <MyReferralsPage viewModel={useScopedViewModel(createMyReferrals)} onAlert={onAlert} />;
}
