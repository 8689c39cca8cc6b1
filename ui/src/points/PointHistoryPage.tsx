import type { PointHistoryViewModel } from '@bet/core/points';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { ListPager } from '../design-system/Pager.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { SiteLink } from '../shell/SiteLink.js';
import { SectionHead } from './PointExchangePage.styles.js';
import { PointRecordTable } from './PointRecordTable.js';
import { POINT_TEXTS as T } from './texts.js';

export type PointHistoryScreenModel = Pick<PointHistoryViewModel, 'state$' | 'goToPage' | 'dismissAlert'>;

export interface PointHistoryPageProps {
  readonly viewModel: PointHistoryScreenModel;
  readonly onAlert: ScreenAlert;
}

/** /mypage/point_history: every point movement (credits and conversions), 10 a page, read only. */
export function PointHistoryPage({ viewModel, onAlert }: PointHistoryPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return (
    <section aria-label={T.historyTitle} data-testid="point-history-page">
      <PageTitle>{T.historyTitle}</PageTitle>
      <PageBox>
        <Card>
          <SectionHead>
            <Lead>{T.historyLead}</Lead>
            <SiteLink to="/point">{T.toExchange}</SiteLink>
          </SectionHead>
          <PointRecordTable items={view.items} loading={view.loading} />
          <ListPager list={view} onPage={(p) => viewModel.goToPage(p)} label={T.pager} />
        </Card>
      </PageBox>
    </section>
  );
}
