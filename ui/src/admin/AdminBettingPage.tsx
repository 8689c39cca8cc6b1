import { marketRisk, type AdminBettingFixture, type AdminBettingViewModel } from '@bet/core/admin-desk';
import { withThousands } from '@bet/core/shared';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { BettingMarkets } from './BettingMarkets.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.betting;

export interface AdminBettingPageProps {
  readonly viewModel: AdminBettingViewModel;
  readonly onAlert: ScreenAlert;
}

const fixtureStakes = (f: AdminBettingFixture): number => f.markets.reduce((sum, m) => sum + m.stakes, 0);
const fixtureRisk = (f: AdminBettingFixture): number => Math.max(0, ...f.markets.map((m) => marketRisk(m.odds)));

/** /admin/betting: fixtures from the feed with their exposure; open one to suspend or lift its markets. */
export function AdminBettingPage({ viewModel: vm, onAlert }: AdminBettingPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-betting"
      lead={T.lead}
      {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 40 })}
      table={T}
      rowCount={view.rows.length}
      after={view.open ? <BettingMarkets fixture={view.open} vm={vm} /> : null}
    >
      {view.rows.map((f) => (
        <tr key={f.id} data-testid="admin-betting-fixture" data-fixture-id={f.id}>
          <td>{f.startDate.slice(0, 16)}</td>
          <td className="wide">{f.sport}</td>
          <td className="wide text">{f.league}</td>
          <td className="text">{T.versus(f.home, f.away)}</td>
          <td className="wide">{f.status === 2 ? T.inPlay : T.notStarted}</td>
          <td>{withThousands(fixtureStakes(f))}</td>
          <td className="wide">{withThousands(fixtureRisk(f))}</td>
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
