import { statementWon, type ActivityStatementView, type ActivityStatementViewModel } from '@bet/core/activity-statement';
import { styled } from 'styled-components';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Field, FieldMessage, Input, Label } from '../design-system/form.styles.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { Empty, Table } from '../design-system/parts.styles.js';
import { screenColors } from '../design-system/tokens.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { ACTIVITY_STATEMENT_PAGE_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

export type ActivityStatementScreenModel = Pick<ActivityStatementViewModel, 'state$' | 'setFrom' | 'setTo' | 'search' | 'dismissAlert'>;

const Net = styled.td<{ $sign: number }>`
  color: ${(p) => (p.$sign > 0 ? screenColors.toneBlue : p.$sign < 0 ? screenColors.toneRed : 'inherit')};
`;

/** Stakes still waiting: muted, they are in no profit or loss yet. */
const OpenStakes = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/** The period row: wraps under 768 px (two fields, then the buttons). */
const PeriodRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;

  & > div {
    flex: 1 1 140px;
    min-width: 0;
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 38px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

type Line = NonNullable<ActivityStatementView['statement']>['total'];

const cells = (l: Line) => (
  <>
    <td>{statementWon(l.deposits)}</td>
    <td>{statementWon(l.withdrawals)}</td>
    <td>{statementWon(l.stakes)}</td>
    <OpenStakes data-testid="statement-open-stakes">{statementWon(l.openStakes)}</OpenStakes>
    <td>{statementWon(l.wins)}</td>
    <Net $sign={Math.sign(l.net)}>{statementWon(l.net)}</Net>
  </>
);

/** Pure: the statement's days and total. */
export function ActivityStatementTable({ view }: { readonly view: ActivityStatementView }) {
  const s = view.statement;
  if (!s) return <Empty>{T.loading}</Empty>;
  return (
    <Scroll>
      <Table data-testid="statement-table">
        <thead>
          <tr>
            {Object.values(T.columns).map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.days.length === 0 && (
            <tr>
              <td colSpan={Object.keys(T.columns).length}>{T.empty}</td>
            </tr>
          )}
          {s.days.map((d) => (
            <tr key={d.day} data-testid="statement-day">
              <td>{d.day}</td>
              {cells(d)}
            </tr>
          ))}
          <tr data-testid="statement-total">
            <th>{T.total}</th>
            {cells(s.total)}
          </tr>
        </tbody>
      </Table>
    </Scroll>
  );
}

export interface ActivityStatementPageProps {
  readonly viewModel: ActivityStatementScreenModel;
  readonly onAlert: ScreenAlert;
}

/** /mypage/statement: the member's activity statement of a period and its CSV download. */
export function ActivityStatementPage({ viewModel, onAlert }: ActivityStatementPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="statement-page">
      <PageTitle>{T.title}</PageTitle>
      <PageBox>
        <Lead>{T.lead}</Lead>
        <Card>
          <form onSubmit={submitHandler(() => viewModel.search())}>
            <PeriodRow>
              <Field>
                <Label htmlFor="statement-from">{T.from}</Label>
                <Input
                  id="statement-from"
                  value={view.from}
                  placeholder={T.placeholder}
                  inputMode="numeric"
                  maxLength={10}
                  onChange={(e) => viewModel.setFrom(e.target.value)}
                />
              </Field>
              <Field>
                <Label htmlFor="statement-to">{T.to}</Label>
                <Input
                  id="statement-to"
                  value={view.to}
                  placeholder={T.placeholder}
                  inputMode="numeric"
                  maxLength={10}
                  onChange={(e) => viewModel.setTo(e.target.value)}
                />
              </Field>
              <Button type="submit" $variant="primary" disabled={view.loading}>
                {T.search}
              </Button>
              {view.csvUrl && (
                <DownloadLink href={view.csvUrl} download data-testid="statement-download">
                  {T.download}
                </DownloadLink>
              )}
            </PeriodRow>
            {view.periodError && (
              <FieldMessage $tone="error" role="alert">
                {view.periodError}
              </FieldMessage>
            )}
          </form>
        </Card>
        <Card>
          <ActivityStatementTable view={view} />
        </Card>
      </PageBox>
    </section>
  );
}
