import type { AccountInquiryContext } from '@bet/core/inquiry';
import type { SessionView } from '@bet/core/session';
import { InquiryPage, useObservable, useScopedViewModel, useShellServices } from '@bet/ui';
import { inquiryFeature } from '../container/inquiry.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

const accountInquiryOf = (view: SessionView | null): AccountInquiryContext | null =>
  view?.status === 'loggedIn'
    ? { userType: view.user.userType, role: view.user.role, fastAccountFlag: view.settings?.fastAccountFlag ?? 0 }
    : null;

/** /qna: customer Q&A (form, own inquiries, the deposit-account inquiry). */
export function InquiryRoute() {
  const { onAlert, onConfirm } = useAppServices();
  const createInquiry = useFeature(inquiryFeature);
  const { session } = useShellServices();
  const inquiry = useScopedViewModel(createInquiry);
  const view = useObservable<SessionView | null>(session.state$, null);
  return <InquiryPage viewModel={inquiry} onAlert={onAlert} onConfirm={onConfirm} accountInquiry={accountInquiryOf(view)} />;
}
