import type { PartnerCalc, PartnerMembersPage } from '@bet/core/partner-desk';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Card, PageBox, PageTitle } from '../design-system/page.styles.js';
import { Empty, Pager } from './partner-parts.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { PartnerCalcPage } from './PartnerCalcPage.js';
import { PartnerCodesPanel, type PartnerCodesScreenModel } from './PartnerCodesPanel.js';
import type { PartnerRangeScreenModel } from './PartnerListScreen.js';
import { CardList } from './PartnerDashboard.styles.js';
import { cashText } from './partner-format.js';
import { PARTNER_TEXTS as T } from './texts.js';

/** /partner: this month's summary and the referral codes. */
export function PartnerDashboard(props: {
  readonly calc: PartnerRangeScreenModel<PartnerCalc>;
  readonly codes: PartnerCodesScreenModel;
  readonly onAlert: ScreenAlert;
}) {
  return (
    <PageBox data-testid="partner-dashboard">
      <PartnerCalcPage viewModel={props.calc} onAlert={props.onAlert} title={T.dashboard.month} compact />
      <PartnerCodesPanel viewModel={props.codes} onAlert={props.onAlert} />
    </PageBox>
  );
}

/** /recommender (the mobile list): the recommender's members as cards, and their codes. */
export function RecommenderListPage(props: {
  readonly members: PartnerRangeScreenModel<PartnerMembersPage>;
  readonly codes: PartnerCodesScreenModel;
  readonly onAlert: ScreenAlert;
}) {
  const view = useAlertingView(props.members, props.onAlert);
  if (!view) return null;
  const list = view.data?.list ?? [];
  return (
    <PageBox data-testid="recommender-list">
      <section aria-label={T.recommender.title}>
        <PageTitle>{T.recommender.title}</PageTitle>
        <Card>
          {view.data && <p>{T.people(view.data.total)}</p>}
          {list.length === 0 ? (
            <Empty>{view.loading ? T.loading : T.empty}</Empty>
          ) : (
            <CardList>
              {list.map((m) => (
                <li key={m.id} data-testid="recommender-member">
                  <strong>{m.nickname}</strong>
                  <span>{m.userId}</span>
                  <span>
                    {T.member.columns.cash} {cashText(m.cash)}
                  </span>
                  <small>
                    {T.member.columns.joined} {m.createdAt.slice(0, 10)} · {T.member.depth(m.depth)}
                  </small>
                </li>
              ))}
            </CardList>
          )}
          <Pager page={view.page} pageCount={view.pageCount} onPage={(p) => props.members.goToPage(p)} />
        </Card>
      </section>
      <PartnerCodesPanel viewModel={props.codes} onAlert={props.onAlert} />
    </PageBox>
  );
}
