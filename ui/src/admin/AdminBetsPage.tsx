import type { AdminBet, AdminBetsViewModel } from '@bet/core';
import { formatOdds, withThousands } from '@bet/core';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { Badge, SmallButton } from '../design-system/parts.styles.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { Hint } from './admin.styles.js';
import { CheckLabel } from './AdminBetsPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.bets;

export interface AdminBetsPageProps {
  readonly viewModel: AdminBetsViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /admin/bets: the members' sports slips (the waiting ones by default), searched by login id; void a waiting one. */
export function AdminBetsPage({ viewModel: vm, onAlert, onConfirm }: AdminBetsPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-bets"
      filters={
        <CheckLabel>
          <input type="checkbox" checked={view.openOnly} onChange={(e) => vm.setOpenOnly(e.target.checked)} />
          {T.openOnly}
        </CheckLabel>
      }
      {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 40 })}
      table={T}
      rowCount={view.rows.length}
    >
      {view.rows.map((b) => (
        <BetRow key={b.id} bet={b} onVoid={() => vm.voidBet(b.id)} />
      ))}
    </AdminListFrame>
  );
}

function BetRow({ bet: b, onVoid }: { readonly bet: AdminBet; readonly onVoid: () => void }) {
  const waiting = b.settlementFlag === 0 && !b.voided;
  return (
    <tr data-testid="admin-bet-row" data-slip-id={b.id} data-user-id={b.userId}>
      <td className="wide">{b.id}</td>
      <td className="text">{b.userId}</td>
      <td className="wide">{b.createdAt.slice(0, 16)}</td>
      <td className="wide">{b.gameType === 2 ? T.live : T.prematch}</td>
      <td className="text">
        {b.picks.map((p) => (
          <Hint key={p} as="div">
            {p}
          </Hint>
        ))}
      </td>
      <td>{withThousands(b.amount)}</td>
      <td className="wide">{formatOdds(b.totalOdds)}</td>
      <td className="wide">{withThousands(b.expectAmount)}</td>
      <td>{b.voided ? <Badge $tone="strong">{T.voided}</Badge> : (T.settlement[b.settlementFlag] ?? String(b.settlementFlag))}</td>
      <td>
        {waiting ? (
          <SmallButton type="button" $danger onClick={onVoid}>
            {T.void}
          </SmallButton>
        ) : null}
      </td>
    </tr>
  );
}
