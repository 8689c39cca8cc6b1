import { REFERRALS_PER_PAGE, type MyReferralsView, type MyReferralsViewModel } from '@bet/core/referrals';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { ListPager } from '../design-system/Pager.js';
import { Badge, Empty, Table } from '../design-system/parts.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { JoinLinks } from './JoinLinks.js';
import { REFERRALS_TEXTS as T } from './texts.js';

export type MyReferralsScreenModel = Pick<MyReferralsViewModel, 'state$' | 'goToPage' | 'copied' | 'dismissAlert'>;

/** Pure: one page of referrals (number, masked id, nickname, joined date). */
export function MyReferralsTable({ view }: { readonly view: MyReferralsView }) {
  if (view.items.length === 0) return <Empty>{view.loading ? T.loading : T.empty}</Empty>;
  const first = view.total - (view.page - 1) * REFERRALS_PER_PAGE;
  return (
    <Table data-testid="referral-records">
      <thead>
        <tr>
          <th>{T.columns.number}</th>
          <th>{T.columns.userId}</th>
          <th>{T.columns.nickname}</th>
          <th>{T.columns.joinedAt}</th>
        </tr>
      </thead>
      <tbody>
        {view.items.map((item, i) => (
          <tr key={`${item.userId}-${item.joinedAt}-${i}`} data-testid="referral-record">
            <td>{first - i}</td>
            <td>{item.userId}</td>
            <td>
              {item.nickname}
              {item.pending && (
                <>
                  {' '}
                  <Badge $tone="muted" data-testid="referral-pending">
                    {T.pending}
                  </Badge>
                </>
              )}
            </td>
            <td>{item.joinedAt.slice(0, 10)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export interface MyReferralsPageProps {
  readonly viewModel: MyReferralsScreenModel;
  readonly onAlert: ScreenAlert;
}

/** /mypage/recommender: the members who signed up with the member's code, 10 a page. */
export function MyReferralsPage({ viewModel, onAlert }: MyReferralsPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="referrals-page">
      <PageTitle>{T.title}</PageTitle>
      <PageBox>
        <JoinLinks links={view.joinLinks} onCopied={(done) => viewModel.copied(done)} />
        <Card>
          <Lead>
            {T.lead} <strong data-testid="referrals-total">{T.total(view.total)}</strong>
          </Lead>
          <MyReferralsTable view={view} />
          <ListPager list={view} onPage={(p) => viewModel.goToPage(p)} label={T.pager} />
        </Card>
      </PageBox>
    </section>
  );
}
