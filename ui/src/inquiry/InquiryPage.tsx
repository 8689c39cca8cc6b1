import { useEffect } from 'react';
import type { AccountInquiryContext, InquiryViewModel } from '@bet/core/inquiry';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { PageTitle } from '../design-system/page.styles.js';
import { useConfirmingView } from '../design-system/use-screen-view.js';
import { InquiryPanel, type InquiryPanelActions } from './InquiryPanel.js';
import { INQUIRY_TEXTS as T } from './texts.js';

/** InquiryViewModel as the Q&A page uses it (the real class satisfies it). */
export type InquiryScreenModel = Pick<
  InquiryViewModel,
  'state$' | 'activate' | 'deactivate' | 'requestAccountInquiry' | 'acceptConfirm' | 'cancelConfirm' | 'dismissAlert'
> &
  InquiryPanelActions;

export interface InquiryPageProps {
  readonly viewModel: InquiryScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
  /** The member's userType and role and the site's fastAccountFlag; null hides the account inquiry. */
  readonly accountInquiry?: AccountInquiryContext | null;
}

/** Customer Q&A (/qna): loads and polls every 5 s while shown; alerts and confirms go to the shell. */
export function InquiryPage({ viewModel, onAlert, onConfirm, accountInquiry = null }: InquiryPageProps) {
  const view = useConfirmingView(viewModel, onAlert, onConfirm);
  useEffect(() => {
    viewModel.activate();
    return () => viewModel.deactivate();
  }, [viewModel]);
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="inquiry-page">
      <PageTitle>{T.title}</PageTitle>
      <InquiryPanel
        view={view}
        actions={viewModel}
        {...(accountInquiry ? { onAccountInquiry: () => viewModel.requestAccountInquiry(accountInquiry) } : {})}
      />
    </section>
  );
}
