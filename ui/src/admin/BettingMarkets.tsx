import { formatOdds, withThousands } from '@bet/core/shared';
import { marketRisk, type AdminBettingFixture, type AdminExposedMarket } from '@bet/core/admin-desk';
import { Badge, SmallButton, Table } from '../design-system/parts.styles.js';
import { Amount, Bar, Hint, Panel } from './admin.styles.js';
import { MarketHead, OddsTableBox } from './BettingMarkets.styles.js';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.betting;

interface MarketActions {
  suspend(marketId: number): void;
  unsuspend(marketId: number): void;
  close(): void;
}

/** The opened fixture's markets: state, exposure per outcome, and the suspend / lift button. */
export function BettingMarkets({ fixture, vm }: { readonly fixture: AdminBettingFixture; readonly vm: MarketActions }) {
  const title = T.versus(fixture.home, fixture.away);
  return (
    <Panel aria-label={title} data-testid="admin-betting-markets">
      <h3>{title}</h3>
      <Bar>
        <Hint>{`${fixture.sport} · ${fixture.league} · ${fixture.startDate.slice(0, 16)}`}</Hint>
        <SmallButton type="button" onClick={() => vm.close()}>
          {T.close}
        </SmallButton>
      </Bar>
      {fixture.markets.map((m) => (
        <MarketExposure key={m.id} market={m} vm={vm} />
      ))}
    </Panel>
  );
}

function MarketExposure({ market: m, vm }: { readonly market: AdminExposedMarket; readonly vm: MarketActions }) {
  const name = m.baseline ? `${m.name} ${T.line(m.baseline)}` : m.name;
  return (
    <section aria-label={name} data-testid="admin-market" data-market-id={m.id} data-held={m.held}>
      <MarketHead>
        <strong>{name}</strong>
        {m.held ? <Badge $tone="strong">{T.held}</Badge> : m.feedSuspended ? <Badge $tone="muted">{T.feedSuspended}</Badge> : null}
        <Hint>{T.marketSummary(withThousands(m.slips), withThousands(m.stakes), withThousands(marketRisk(m.odds)))}</Hint>
        {m.held ? (
          <SmallButton type="button" onClick={() => vm.unsuspend(m.id)}>
            {T.unsuspend}
          </SmallButton>
        ) : (
          <SmallButton type="button" $danger onClick={() => vm.suspend(m.id)}>
            {T.suspend}
          </SmallButton>
        )}
      </MarketHead>
      <OddsTableBox>
        <Table aria-label={name}>
          <thead>
            <tr>
              {T.oddsColumns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {m.odds.map((o) => (
              <tr key={o.id}>
                <td className="text">{o.line ? `${o.name} ${o.line}` : o.name}</td>
                <td>{formatOdds(o.price)}</td>
                <td>{withThousands(o.stakes)}</td>
                <td>{withThousands(o.payout)}</td>
                <td>
                  <Amount $negative={o.liability > 0}>{withThousands(o.liability)}</Amount>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </OddsTableBox>
    </section>
  );
}
