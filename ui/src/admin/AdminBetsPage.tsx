import {
  ADMIN_BET_GAME_TYPE_LABELS,
  isVoidable,
  type AdminBet,
  type AdminBetGameType,
  type AdminBetsViewModel,
} from '@bet/core/admin-desk';
import { formatOdds, withThousands } from '@bet/core/shared';
import { Badge, SmallButton } from '../design-system/parts.styles.js';
import { AdminListFrame, listPropsOf, type AdminListPageProps } from './AdminListFrame.js';
import { Hint } from './admin.styles.js';
import { CheckLabel } from './AdminBetsPage.styles.js';
import { DeskTabs } from './DeskTabs.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.bets;

/** The game type tabs (spec 9: 1 sports, 2 live, 3 mini-game, 4 virtual); 0 stands for all of them. */
const GAME_TABS = [
  { key: 0, label: T.allGames },
  ...([1, 2, 3, 4] as const).map((type) => ({ key: type, label: ADMIN_BET_GAME_TYPE_LABELS[type] })),
];

export type AdminBetsPageProps = AdminListPageProps<AdminBetsViewModel>;

/**
 * /admin/bets: the members' sports, live, mini-game and virtual slips (the waiting ones by
 * default) by game type, searched by login id; void a waiting, won or lost one.
 */
export function AdminBetsPage({ viewModel: vm, onAlert, onConfirm, exports }: AdminBetsPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <AdminListFrame
      exports={exports}
      title={T.title}
      testId="admin-bets"
      filters={
        <>
          <DeskTabs
            label={T.gameTypes}
            tabs={GAME_TABS}
            selected={view.gameType ?? 0}
            onSelect={(key) => vm.setGameType(key === 0 ? null : (key as AdminBetGameType))}
          />
          <CheckLabel>
            <input type="checkbox" checked={view.openOnly} onChange={(e) => vm.setOpenOnly(e.target.checked)} />
            {T.openOnly}
          </CheckLabel>
        </>
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
  return (
    <tr data-testid="admin-bet-row" data-slip-id={b.id} data-user-id={b.userId} data-game-type={b.gameType}>
      <td className="wide">{b.id}</td>
      <td className="text">{b.userId}</td>
      <td className="wide">{b.createdAt.slice(0, 16)}</td>
      <td className="wide">{ADMIN_BET_GAME_TYPE_LABELS[b.gameType]}</td>
      <td className="text">
        {b.legs.map((l, i) => (
          <Hint key={i} as="div" data-testid="admin-bet-leg">
            {`${l.event} · ${l.market} · ${l.pick} (${formatOdds(l.price)}) `}
            <Badge $tone="muted">{l.outcomeLabel}</Badge>
          </Hint>
        ))}
      </td>
      <td>{withThousands(b.amount)}</td>
      <td className="wide">{formatOdds(b.totalOdds)}</td>
      <td className="wide">{withThousands(b.expectAmount)}</td>
      <td className="wide">{withThousands(b.winAmount)}</td>
      <td>{b.voided ? <Badge $tone="strong">{T.voided}</Badge> : (T.settlement[b.settlementFlag] ?? String(b.settlementFlag))}</td>
      <td>
        {isVoidable(b) ? (
          <SmallButton type="button" $danger onClick={onVoid}>
            {T.void}
          </SmallButton>
        ) : null}
      </td>
    </tr>
  );
}
