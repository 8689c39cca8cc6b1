import type { AdminFixture, AdminResultsViewModel } from '@bet/core';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { FieldMessage } from '../design-system/form.styles.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { Bar, Hint, Panel } from './admin.styles.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { MarketLine } from './AdminResultsPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.results;

export interface AdminResultsPageProps {
  readonly viewModel: AdminResultsViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /admin/results: pick a fixture, mark each line's winning odds, enter the result and settle. */
export function AdminResultsPage({ viewModel: vm, onAlert, onConfirm }: AdminResultsPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-results"
      lead={T.lead}
      {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 50 })}
      table={T}
      rowCount={view.fixtures.length}
      after={view.open ? <ResultForm fixture={view.open} winners={view.winners} error={view.error} vm={vm} /> : null}
    >
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
    </AdminListFrame>
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
