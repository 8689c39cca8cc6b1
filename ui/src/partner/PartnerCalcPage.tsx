import { bpText, type PartnerCalc, type PartnerDay } from '@bet/core/partner-desk';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Card, PageBox, PageTitle } from '../design-system/page.styles.js';
import { Empty, Table } from '../design-system/parts.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { screenColors } from '../design-system/tokens.js';
import type { PartnerRangeScreenModel } from './PartnerListScreen.js';
import { PartnerLineChart } from './PartnerLineChart.js';
import { PartnerRangeBar } from './PartnerRangeBar.js';
import { Cell, Controls, FigureGrid, HeadCell, Money, SmallNote, TableBox } from './PartnerScreen.styles.js';
import { PartnerTable } from './PartnerTable.js';
import { signOf, wonText } from './partner-format.js';
import { PARTNER_TEXTS as T } from './texts.js';

const C = T.calc;

/** Pure: the four totals of the agent summary as cards. */
export function PartnerCalcFigures({ calc }: { readonly calc: PartnerCalc }) {
  return (
    <FigureGrid data-testid="partner-calc-figures">
      <div>
        <dt>{C.agent}</dt>
        <dd>
          {calc.agent} <small>({calc.levelName})</small>
        </dd>
      </div>
      <div>
        <dt>{C.losingAmount}</dt>
        <dd data-testid="calc-losing-amount">
          <Money $sign={signOf(calc.losingAmount)}>{wonText(calc.losingAmount)}</Money>
        </dd>
      </div>
      <div>
        <dt>{C.totalRolling}</dt>
        <dd data-testid="calc-total-rolling">{wonText(calc.totalRollingAmount)}</dd>
      </div>
      <div>
        <dt>
          {C.totalLosing} ({C.losingPer} {C.percent(bpText(calc.losingPer))})
        </dt>
        <dd data-testid="calc-total-losing">{wonText(calc.totalLosingAmount)}</dd>
      </div>
    </FigureGrid>
  );
}

/** Pure: spec 3's agent summary per category, with the sums. */
export function PartnerCalcTable({ calc }: { readonly calc: PartnerCalc }) {
  const sum = (pick: (c: PartnerCalc['categories'][number]) => number): number => calc.categories.reduce((s, c) => s + pick(c), 0);
  return (
    <TableBox>
      <Table data-testid="partner-calc-table">
        <thead>
          <tr>
            <HeadCell>{C.columns.category}</HeadCell>
            <HeadCell $secondary>{C.columns.rollingPer}</HeadCell>
            <HeadCell>{C.columns.bet}</HeadCell>
            <HeadCell $secondary>{C.columns.win}</HeadCell>
            <HeadCell $secondary>{C.columns.before}</HeadCell>
            <HeadCell $secondary>{C.columns.after}</HeadCell>
            <HeadCell>{C.columns.rolling}</HeadCell>
          </tr>
        </thead>
        <tbody>
          {calc.categories.map((c) => (
            <tr key={c.category} data-testid={`calc-row-${c.category}`}>
              <Cell>{C.category[c.category]}</Cell>
              <Cell $secondary>{C.percent(bpText(c.rollingPer))}</Cell>
              <Cell $align="right">{wonText(c.userRolling.total)}</Cell>
              <Cell $secondary $align="right">
                {wonText(c.winAmount)}
              </Cell>
              <Cell $secondary $align="right">
                {wonText(c.userRolling.before)}
              </Cell>
              <Cell $secondary $align="right">
                {wonText(c.userRolling.after)}
              </Cell>
              <Cell $align="right">{wonText(c.rollingAmount)}</Cell>
            </tr>
          ))}
          <tr>
            <Cell>{C.sum}</Cell>
            <Cell $secondary />
            <Cell $align="right">{wonText(sum((c) => c.userRolling.total))}</Cell>
            <Cell $secondary $align="right">
              {wonText(sum((c) => c.winAmount))}
            </Cell>
            <Cell $secondary $align="right">
              {wonText(sum((c) => c.userRolling.before))}
            </Cell>
            <Cell $secondary $align="right">
              {wonText(sum((c) => c.userRolling.after))}
            </Cell>
            <Cell $align="right">{wonText(calc.totalRollingAmount)}</Cell>
          </tr>
        </tbody>
      </Table>
    </TableBox>
  );
}

/** /partner/calc and /mypage/recommender/calc: the agent summary of a period. */
export function PartnerCalcPage({
  viewModel,
  onAlert,
  title = C.title,
  compact = false,
}: {
  readonly viewModel: PartnerRangeScreenModel<PartnerCalc>;
  readonly onAlert: ScreenAlert;
  readonly title?: string;
  /** The dashboard shows the figures only. */
  readonly compact?: boolean;
}) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return (
    <section aria-label={title} data-testid="partner-calc-page">
      <PageTitle>{title}</PageTitle>
      <PageBox>
        <Card>
          {!compact && (
            <Controls>
              <PartnerRangeBar
                choice={view.choice}
                range={view.range}
                onPreset={(p) => viewModel.choosePreset(p)}
                onCustom={(from, to) => viewModel.setCustomRange(from, to)}
              />
            </Controls>
          )}
          {view.data === null ? (
            <Empty>{T.loading}</Empty>
          ) : (
            <>
              <PartnerCalcFigures calc={view.data} />
              {!compact && <PartnerCalcTable calc={view.data} />}
              {!compact && <SmallNote>{C.note}</SmallNote>}
            </>
          )}
        </Card>
      </PageBox>
    </section>
  );
}

const A = T.analysis;

/** /partner/analysis: the figures per day as a chart and a table. */
export function PartnerAnalysisPage({
  viewModel,
  onAlert,
}: {
  readonly viewModel: PartnerRangeScreenModel<{ readonly days: readonly PartnerDay[] }>;
  readonly onAlert: ScreenAlert;
}) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  const days = view.data?.days ?? [];
  return (
    <section aria-label={A.title} data-testid="partner-analysis-page">
      <PageTitle>{A.title}</PageTitle>
      <PageBox>
        <Card>
          <Controls>
            <PartnerRangeBar
              choice={view.choice}
              range={view.range}
              onPreset={(p) => viewModel.choosePreset(p)}
              onCustom={(from, to) => viewModel.setCustomRange(from, to)}
            />
          </Controls>
          {days.length > 0 && (
            <PartnerLineChart
              title={A.chart}
              labels={days.map((d) => d.day)}
              series={[
                { key: 'bet', label: A.series.bet, color: screenColors.toneBlue, values: days.map((d) => d.betAmount) },
                { key: 'losing', label: A.series.losing, color: screenColors.toneRed, values: days.map((d) => d.losingAmount) },
                { key: 'rolling', label: A.series.rolling, color: screenColors.toneYellow, values: days.map((d) => d.rollingAmount) },
              ]}
            />
          )}
          <PartnerTable
            rows={[...days].reverse()}
            rowKey={(d) => d.day}
            loading={view.loading}
            testId="partner-days"
            columns={[
              { label: A.columns.day, cell: (d) => d.day },
              { label: A.columns.bet, cell: (d) => wonText(d.betAmount), align: 'right' },
              { label: A.columns.win, cell: (d) => wonText(d.winAmount), align: 'right', secondary: true },
              {
                label: A.columns.losing,
                cell: (d) => <Money $sign={signOf(d.losingAmount)}>{wonText(d.losingAmount)}</Money>,
                align: 'right',
              },
              { label: A.columns.rolling, cell: (d) => wonText(d.rollingAmount), align: 'right' },
            ]}
          />
        </Card>
      </PageBox>
    </section>
  );
}
