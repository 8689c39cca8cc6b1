import { useState, type ReactNode } from 'react';
import type { PartnerRangeView, PartnerRangeViewModel } from '@bet/core/partner-desk';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Input } from '../design-system/form.styles.js';
import { Card, PageBox, PageTitle } from '../design-system/page.styles.js';
import { ListPager } from '../design-system/Pager.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { PartnerRangeBar } from './PartnerRangeBar.js';
import { Controls, SearchRow, Totals } from './PartnerScreen.styles.js';
import { PartnerTable, type PartnerColumn } from './PartnerTable.js';
import { PARTNER_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

/** What a partner screen needs of core's PartnerRangeViewModel. */
export type PartnerRangeScreenModel<D> = Pick<
  PartnerRangeViewModel<D>,
  'state$' | 'choosePreset' | 'setCustomRange' | 'goToPage' | 'setSearch' | 'filterMember' | 'dismissAlert'
>;

export interface PartnerListScreenProps<D, R> {
  readonly viewModel: PartnerRangeScreenModel<D>;
  readonly onAlert: ScreenAlert;
  readonly title: string;
  readonly testId: string;
  readonly rowsOf: (data: D) => readonly R[];
  readonly columns: readonly PartnerColumn<R>[];
  readonly rowKey: (row: R) => string | number;
  /** The line of totals above the table (count, sums). */
  readonly totals?: (data: D) => ReactNode;
  /** Lists over a period show the range bar; the member list shows the search instead. */
  readonly ranged?: boolean;
  readonly searchable?: boolean;
}

function SearchBox({ initial, onSearch }: { readonly initial: string; readonly onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <SearchRow role="search" onSubmit={submitHandler(() => onSearch(text))}>
      <Input aria-label={T.member.search} placeholder={T.member.search} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" $variant="secondary">
        {T.member.searchButton}
      </Button>
    </SearchRow>
  );
}

/** Pure on its view: title, filters, totals, the table and the pager of one partner list. */
export function PartnerListBody<D, R>(props: PartnerListScreenProps<D, R> & { readonly view: PartnerRangeView<D> }) {
  const { view, viewModel, ranged = true } = props;
  const rows = view.data === null ? [] : props.rowsOf(view.data);
  return (
    <section aria-label={props.title} data-testid={`${props.testId}-page`}>
      <PageTitle>{props.title}</PageTitle>
      <PageBox>
        <Card>
          <Controls>
            {ranged && (
              <PartnerRangeBar
                choice={view.choice}
                range={view.range}
                onPreset={(p) => viewModel.choosePreset(p)}
                onCustom={(from, to) => viewModel.setCustomRange(from, to)}
              />
            )}
            {props.searchable && <SearchBox initial={view.search} onSearch={(text) => viewModel.setSearch(text)} />}
          </Controls>
          {view.memberId !== null && (
            <Totals>
              <SmallButton type="button" onClick={() => viewModel.filterMember(null)}>
                ✕ #{view.memberId}
              </SmallButton>
            </Totals>
          )}
          {view.data !== null && props.totals && <Totals data-testid={`${props.testId}-totals`}>{props.totals(view.data)}</Totals>}
          <PartnerTable rows={rows} columns={props.columns} rowKey={props.rowKey} loading={view.loading} testId={props.testId} />
          <ListPager list={view} onPage={(p) => viewModel.goToPage(p)} label={T.pager} />
        </Card>
      </PageBox>
    </section>
  );
}

/** Thin container: reads the view model and hands its alerts to the shell. */
export function PartnerListScreen<D, R>(props: PartnerListScreenProps<D, R>) {
  const view = useAlertingView(props.viewModel, props.onAlert);
  if (!view) return null;
  return <PartnerListBody {...props} view={view} />;
}
