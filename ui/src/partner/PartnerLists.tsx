import { casinoProviderName } from '@bet/core/casino';
import { formatOdds } from '@bet/core/shared';
import type { PartnerBetPage, PartnerCasinoPage, PartnerMembersPage, PartnerMoneyPage, PartnerMemberRow } from '@bet/core/partner-desk';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Badge } from '../design-system/parts.styles.js';
import { SiteLink } from '../shell/SiteLink.js';
import { PartnerListScreen, type PartnerRangeScreenModel } from './PartnerListScreen.js';
import { Money, RowLinks } from './PartnerScreen.styles.js';
import type { PartnerColumn } from './PartnerTable.js';
import { signOf, cashText, wonText } from './partner-format.js';
import { PARTNER_TEXTS as T } from './texts.js';

/** Where a member row links to: the area's deposit, withdrawal and (partners only) bet pages. */
export interface PartnerMemberLinks {
  readonly deposit: string;
  readonly withdraw: string;
  readonly bets?: string;
}

const withMember = (path: string, id: number): string => `${path}?member=${id}`;

function memberColumns(links: PartnerMemberLinks | undefined): PartnerColumn<PartnerMemberRow>[] {
  const C = T.member.columns;
  const columns: PartnerColumn<PartnerMemberRow>[] = [
    {
      label: C.userId,
      // A sign-up the operator has not approved yet is marked where the id is read (the kind column hides on a phone).
      cell: (m) => (
        <>
          {m.userId}
          {m.status === 'pending' && (
            <>
              {' '}
              <Badge $tone="muted" data-testid="partner-member-pending">
                {T.member.status.pending}
              </Badge>
            </>
          )}
        </>
      ),
    },
    { label: C.nickname, cell: (m) => m.nickname },
    { label: C.kind, cell: (m) => `${T.member.kind[m.type] ?? m.type} · ${T.member.status[m.status] ?? m.status}`, secondary: true },
    { label: C.level, cell: (m) => `LV.${m.role}`, secondary: true },
    { label: C.depth, cell: (m) => T.member.depth(m.depth), secondary: true },
    { label: C.cash, cell: (m) => cashText(m.cash), align: 'right' },
    { label: C.joined, cell: (m) => m.createdAt.slice(0, 10), secondary: true },
  ];
  if (!links) return columns;
  return [
    ...columns,
    {
      label: C.links,
      cell: (m) => (
        <RowLinks>
          <SiteLink to={withMember(links.deposit, m.id)}>{T.member.deposits}</SiteLink>
          <SiteLink to={withMember(links.withdraw, m.id)}>{T.member.withdrawals}</SiteLink>
          {links.bets && <SiteLink to={withMember(links.bets, m.id)}>{T.member.bets}</SiteLink>}
        </RowLinks>
      ),
    },
  ];
}

/** /partner/member, /partner/pt and the recommender's members: the downline with cash and links. */
export function PartnerMembersPage(props: {
  readonly viewModel: PartnerRangeScreenModel<PartnerMembersPage>;
  readonly onAlert: ScreenAlert;
  readonly title?: string;
  readonly links?: PartnerMemberLinks;
  readonly searchable?: boolean;
}) {
  return (
    <PartnerListScreen
      viewModel={props.viewModel}
      onAlert={props.onAlert}
      title={props.title ?? T.member.title}
      testId="partner-members"
      rowsOf={(d) => d.list}
      columns={memberColumns(props.links)}
      rowKey={(m) => m.id}
      totals={(d) => <span>{T.people(d.total)}</span>}
      ranged={false}
      searchable={props.searchable ?? true}
    />
  );
}

/** /partner/deposit and /partner/withdraw (and the recommender's): the downline's money requests. */
export function PartnerMoneyPage(props: {
  readonly viewModel: PartnerRangeScreenModel<PartnerMoneyPage>;
  readonly onAlert: ScreenAlert;
  readonly mode: 'deposit' | 'withdraw';
}) {
  const C = T.money.columns;
  return (
    <PartnerListScreen
      viewModel={props.viewModel}
      onAlert={props.onAlert}
      title={T.money[props.mode]}
      testId={`partner-${props.mode}`}
      rowsOf={(d) => d.list}
      rowKey={(r) => r.id}
      totals={(d) => (
        <>
          <span>{T.count(d.total)}</span>
          <span>
            {T.money.doneTotal} <strong data-testid={`partner-${props.mode}-done-total`}>{wonText(d.doneTotal)}</strong>
          </span>
        </>
      )}
      columns={[
        { label: C.createdAt, cell: (r) => r.createdAt, secondary: true },
        { label: C.userId, cell: (r) => r.userId },
        { label: C.nickname, cell: (r) => r.nickname, secondary: true },
        { label: C.type, cell: (r) => T.money.type[r.chargeType] ?? '', secondary: true },
        { label: C.amount, cell: (r) => wonText(r.amount), align: 'right' },
        { label: C.status, cell: (r) => T.money.status[r.status] ?? '' },
        { label: C.processedAt, cell: (r) => r.processedAt ?? '-', secondary: true },
      ]}
    />
  );
}

/** The bet lists' totals line: how many, staked in all, won in all. */
function stakeAndWinTotals(d: { readonly total: number; readonly stakeTotal: number; readonly winTotal: number }) {
  return (
    <>
      <span>{T.count(d.total)}</span>
      <span>
        {T.bets.stakeTotal} <strong>{wonText(d.stakeTotal)}</strong>
      </span>
      <span>
        {T.bets.winTotal} <strong>{wonText(d.winTotal)}</strong>
      </span>
    </>
  );
}

/** /partner/bet_history: the downline's sports, live, mini-game and virtual slips. */
export function PartnerBetsPage(props: { readonly viewModel: PartnerRangeScreenModel<PartnerBetPage>; readonly onAlert: ScreenAlert }) {
  const C = T.bets.columns;
  return (
    <PartnerListScreen
      viewModel={props.viewModel}
      onAlert={props.onAlert}
      title={T.bets.title}
      testId="partner-bets"
      rowsOf={(d) => d.list}
      rowKey={(r) => r.id}
      totals={stakeAndWinTotals}
      columns={[
        { label: C.createdAt, cell: (r) => r.createdAt, secondary: true },
        { label: C.userId, cell: (r) => r.userId },
        { label: C.game, cell: (r) => T.bets.gameType[r.gameType] ?? '', secondary: true },
        // What the bet was on stays on a phone too: without it a row is only an amount.
        { label: C.title, cell: (r) => `${r.title}${T.bets.folders(r.legs)}`, align: 'left' },
        { label: C.amount, cell: (r) => wonText(r.amount), align: 'right' },
        { label: C.odds, cell: (r) => formatOdds(r.totalOdds), secondary: true },
        { label: C.win, cell: (r) => wonText(r.winAmount), align: 'right', secondary: true },
        { label: C.result, cell: (r) => T.bets.settlement[String(r.settlementFlag)] ?? '' },
      ]}
    />
  );
}

/** /partner/casino_bet_history: the downline's casino and slot rounds. */
export function PartnerCasinoBetsPage(props: {
  readonly viewModel: PartnerRangeScreenModel<PartnerCasinoPage>;
  readonly onAlert: ScreenAlert;
}) {
  const C = T.bets.columns;
  return (
    <PartnerListScreen
      viewModel={props.viewModel}
      onAlert={props.onAlert}
      title={T.bets.casinoTitle}
      testId="partner-casino"
      rowsOf={(d) => d.list}
      rowKey={(r) => r.id}
      totals={stakeAndWinTotals}
      columns={[
        { label: C.createdAt, cell: (r) => r.createdAt, secondary: true },
        { label: C.userId, cell: (r) => r.userId },
        { label: C.category, cell: (r) => T.bets.category[r.category] ?? r.category, secondary: true },
        { label: C.provider, cell: (r) => `${casinoProviderName(r.provider)} · ${r.gameName}`, secondary: true },
        { label: C.amount, cell: (r) => wonText(r.betTotal), align: 'right' },
        { label: C.win, cell: (r) => <Money $sign={signOf(r.winTotal - r.betTotal)}>{wonText(r.winTotal)}</Money>, align: 'right' },
        { label: C.endedAt, cell: (r) => r.endedAt ?? T.bets.running, secondary: true },
      ]}
    />
  );
}
