import { useId } from 'react';
import type { AdminFixture, AdminResultsViewModel, FixtureScoreDraft } from '@bet/core/admin-desk';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { FieldMessage, Input, Label } from '../design-system/form.styles.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { Bar, Hint, Panel } from './admin.styles.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { MarketLine, ScoreLine } from './AdminResultsPage.styles.js';
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
      after={view.open ? <ResultForm fixture={view.open} winners={view.winners} score={view.score} error={view.error} vm={vm} /> : null}
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
  readonly score: FixtureScoreDraft;
  readonly error: string | null;
  readonly vm: Pick<AdminResultsViewModel, 'pick' | 'setScore' | 'submit' | 'close'>;
}

/** Home and away final score, typed as text and checked by core on submit (kept exactly as typed). */
function ScoreFields({ score, vm }: Pick<ResultFormProps, 'score' | 'vm'>) {
  const id = useId();
  return (
    <ScoreLine data-testid="admin-result-score">
      <span>{T.score}</span>
      <Bar>
        <Label htmlFor={`${id}-home`}>{T.homeScore}</Label>
        <Input id={`${id}-home`} inputMode="numeric" value={score.home} onChange={(e) => vm.setScore('home', e.target.value)} />
        <Label htmlFor={`${id}-away`}>{T.awayScore}</Label>
        <Input id={`${id}-away`} inputMode="numeric" value={score.away} onChange={(e) => vm.setScore('away', e.target.value)} />
        <Hint>{T.scoreHint}</Hint>
      </Bar>
    </ScoreLine>
  );
}

function ResultForm({ fixture, winners, score, error, vm }: ResultFormProps) {
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
      <ScoreFields score={score} vm={vm} />
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
