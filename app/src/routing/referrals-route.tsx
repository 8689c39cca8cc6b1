import { MyReferralsPage, useScopedViewModel } from '@bet/ui';
import { referralsFeature } from '../container/referrals.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** /mypage/recommender: the member's referrals, one view model per visit. */
export function MyReferralsRoute() {
  const { onAlert } = useAppServices();
  const createMyReferrals = useFeature(referralsFeature);
  return <MyReferralsPage viewModel={useScopedViewModel(createMyReferrals)} onAlert={onAlert} />;
}
