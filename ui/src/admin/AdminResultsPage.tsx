import type { AdminFixture, AdminResultsViewModel } from '@bet/core';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { FieldMessage, Input } from '../design-system/form.styles.js';
import { Pager, pageWindow } from '../design-system/Pager.js';
import { Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { Bar, Hint, Panel, Screen, ScreenTitle, TableBox } from './admin.styles.js';
import { MarketLine } from './AdminResultsPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskMessages } from './use-desk-messages.js';

const T = ADMIN_TEXTS.results;

export interface AdminResultsPageProps {
  readonly viewModel: AdminResultsViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /admin/results: pick a fixture, mark each line's winning odds, enter the result and settle. */
export function AdminResultsPage({ viewModel: vm, onAlert, onConfirm }: AdminResultsPageProps) {
  const view = useViewOf(vm);
  useDeskMessages(view, vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-results">
      <ScreenTitle>{T.title}</ScreenTitle>
      <Hint>{T.lead}</Hint>
      <Bar
        as="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          vm.search();
        }}
      >
        <Input
          aria-label={T.searchLabel}
          placeholder={T.searchLabel}
          value={view.search}
          maxLength={50}
          onChange={(e) => vm.setSearch(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <SmallButton type="submit">{T.search}</SmallButton>
      </Bar>
      <TableBox>
        <Table aria-label={T.list}>
          <thead>
            <tr>
              {T.columns.map((c, i) => (
                <th key={c} className={i === 1 || i === 3 ? 'wide' : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.fixtures.map((f) => (
              <tr key={f.id} data-testid="admin-fixture-row" data-fixture-id={f.id}>
                <td>{f.startDate}</td>
                <td className="wide">{f.league}</td>
                <td className="text">{T.versus(f.home, f.away)}</td>
                <td className="wide">{f.markets.length}</td>
                <td>
                  <SmallButton type="button" $active={view.open?.id === f.id} onClick={() => vm.open(f.id)}>
                    {T.open}
                  </SmallButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {view.fixtures.length === 0 ? <Empty>{view.loading ? ADMIN_TEXTS.common.loading : ADMIN_TEXTS.common.empty}</Empty> : null}
      </TableBox>
      <Pager
        page={view.page}
        pageCount={view.pageCount}
        links={pageWindow(view.page, view.pageCount)}
        onPage={(p) => vm.goToPage(p)}
        label={ADMIN_TEXTS.common.pager}
      />
      {view.open ? <ResultForm fixture={view.open} winners={view.winners} error={view.error} vm={vm} /> : null}
    </Screen>
  );
}

interface ResultFormProps {
  readonly fixture: AdminFixture;
  readonly winners: Readonly<Record<string, number>>;
  readonly error: string | null;
  readonly vm: Pick<AdminResultsViewModel, 'pick' | 'submit' | 'close'>;
}

function ResultForm({ fixture, winners, error, vm }: ResultFormProps) {
  const title = T.versus(fixture.home, fixture.away);
  return (
    <Panel aria-label={title} data-testid="admin-result-form">
      <h3>{title}</h3>
      <Hint>{`${fixture.league} · ${fixture.startDate}`}</Hint>
      {fixture.markets.map((m) => (
        <MarketLine key={m.key} role="group" aria-label={m.baseline ? `${m.name} ${T.line(m.baseline)}` : m.name}>
          <span>
            {m.name}
            {m.baseline ? <Hint> {T.line(m.baseline)}</Hint> : null}
          </span>
          <Bar>
            {m.odds.map((o) => (
              <SmallButton
                key={o.id}
                type="button"
                aria-pressed={winners[m.key] === o.id}
                $active={winners[m.key] === o.id}
                onClick={() => vm.pick(m.key, o.id)}
              >
                {o.name}
              </SmallButton>
            ))}
          </Bar>
        </MarketLine>
      ))}
      {error ? <FieldMessage role="alert">{error}</FieldMessage> : null}
      <Bar>
        <SmallButton type="button" $active onClick={() => vm.submit()}>
          {T.settle}
        </SmallButton>
        <SmallButton type="button" onClick={() => vm.close()}>
          {T.close}
        </SmallButton>
      </Bar>
    </Panel>
  );
}
