import { useEffect } from 'react';
import { PageTitle } from '../design-system/page.styles.js';
import { InboxList } from './InboxList.js';
import { INBOX_TEXTS as T } from './texts.js';
import { useInboxScreen, type InboxScreenCallbacks, type InboxScreenModel } from './use-inbox-screen.js';

export interface InboxPageProps extends InboxScreenCallbacks {
  readonly viewModel: InboxScreenModel;
  /**
   * True while the memo dialog is open over this page: the dialog then hands the shared view
   * model's alerts and confirms to the shell, so they are not shown twice.
   */
  readonly dialogOpen?: boolean;
}

/** The memo list as a page (/memo, /mypage/message): loads and polls while shown. */
export function InboxPage({ viewModel, dialogOpen = false, ...callbacks }: InboxPageProps) {
  const view = useInboxScreen(viewModel, callbacks, !dialogOpen);
  useEffect(() => {
    // Again after the dialog closed: closing it stops the shared view model's polling.
    if (!dialogOpen) viewModel.activate();
  }, [viewModel, dialogOpen]);
  useEffect(() => () => viewModel.deactivate(), [viewModel]);
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="memo-page">
      <PageTitle>{T.title}</PageTitle>
      <InboxList view={view} actions={viewModel} />
    </section>
  );
}
