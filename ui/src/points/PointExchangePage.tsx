import type { PointExchangeView, PointExchangeViewModel } from '@bet/core/points';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { Form, Inline, Input, Label } from '../design-system/form.styles.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { ListPager } from '../design-system/Pager.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { useConfirmingView } from '../design-system/use-screen-view.js';
import { Balance, Balances, ConvertRow, SectionHead } from './PointExchangePage.styles.js';
import { PointRecordTable } from './PointRecordTable.js';
import { POINT_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

/** PointExchangeViewModel as the page uses it (the real class satisfies it). */
export type PointExchangeScreenModel = Pick<
  PointExchangeViewModel,
  | 'state$'
  | 'setAmount'
  | 'fillAll'
  | 'convert'
  | 'goToPage'
  | 'deleteOne'
  | 'deleteAll'
  | 'acceptConfirm'
  | 'cancelConfirm'
  | 'dismissAlert'
>;

export interface PointExchangePanelProps {
  readonly view: PointExchangeView;
  readonly actions: Omit<PointExchangeScreenModel, 'state$' | 'acceptConfirm' | 'cancelConfirm' | 'dismissAlert'>;
}

/** Pure: balances, the conversion form and the conversions' history with its pager and deletes. */
export function PointExchangePanel({ view, actions }: PointExchangePanelProps) {
  return (
    <PageBox>
      <Card>
        <Form onSubmit={submitHandler(() => actions.convert())}>
          <Balances>
            <Balance data-testid="point-exchange-emoney">
              <dt>{T.emoney}</dt>
              <dd>
                {view.emoneyText}
                {T.won}
              </dd>
            </Balance>
            <Balance data-testid="point-exchange-point">
              <dt>{T.point}</dt>
              <dd>
                {view.pointText}
                {T.pointUnit}
              </dd>
            </Balance>
          </Balances>
          <Label htmlFor="point-exchange-amount">{T.amount}</Label>
          <ConvertRow>
            <Inline style={{ flex: 1, minWidth: 0 }}>
              <Input
                id="point-exchange-amount"
                inputMode="numeric"
                autoComplete="off"
                placeholder={T.amountPlaceholder}
                value={view.amountText}
                onChange={(e) => actions.setAmount(e.target.value)}
              />
              <SmallButton type="button" onClick={() => actions.fillAll()}>
                {T.all}
              </SmallButton>
            </Inline>
            <Button type="submit" disabled={view.submitting}>
              {view.submitting ? T.converting : T.convert}
            </Button>
          </ConvertRow>
          <Lead>{T.exchangeLead}</Lead>
        </Form>
      </Card>
      <Card>
        <SectionHead>
          <h3>{T.exchangeHistory}</h3>
          <SmallButton type="button" $danger disabled={view.submitting} onClick={() => actions.deleteAll()}>
            {T.deleteAll}
          </SmallButton>
        </SectionHead>
        <PointRecordTable items={view.items} loading={view.loading} busy={view.submitting} onDelete={(id) => actions.deleteOne(id)} />
        <ListPager list={view} onPage={(p) => actions.goToPage(p)} label={T.pager} />
      </Card>
    </PageBox>
  );
}

export interface PointExchangePageProps {
  readonly viewModel: PointExchangeScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /point: the point exchange page; alerts and the delete-all confirm go to the shell. */
export function PointExchangePage({ viewModel, onAlert, onConfirm }: PointExchangePageProps) {
  const view = useConfirmingView(viewModel, onAlert, onConfirm);
  if (!view) return null;
  return (
    <section aria-label={T.exchangeTitle} data-testid="point-exchange-page">
      <PageTitle>{T.exchangeTitle}</PageTitle>
      <PointExchangePanel view={view} actions={viewModel} />
    </section>
  );
}
