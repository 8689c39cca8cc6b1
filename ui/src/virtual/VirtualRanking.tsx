import type { VirtualRankingView } from '@bet/core/virtual';
import { Table } from '../design-system/parts.styles.js';
import { Card, Note } from '../design-system/game-board.styles.js';
import { RankingGrid } from './VirtualRanking.styles.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

const C = T.ranking.columns;

/**
 * Spec 9's team ranking (virtual soccer): one table per group (Premiership, Superleague, EuroCup,
 * WorldCup), or the selected league's, from the settled rounds the server counted.
 */
export function VirtualRanking({ ranking }: { readonly ranking: VirtualRankingView }) {
  return (
    <Card aria-label={T.ranking.title} data-testid="virtual-ranking">
      <h3>{T.ranking.title}</h3>
      <Note>{T.ranking.lead(ranking.rounds)}</Note>
      <RankingGrid>
        {ranking.groups.map((group) => (
          <section key={group.id} aria-label={group.name} data-testid="virtual-ranking-group" data-group={group.id}>
            <h4>{group.name}</h4>
            {group.teams.length === 0 ? (
              <Note>{T.ranking.empty}</Note>
            ) : (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{C.rank}</th>
                    <th scope="col">{C.team}</th>
                    <th scope="col">{C.played}</th>
                    <th scope="col">{C.won}</th>
                    <th scope="col">{C.drawn}</th>
                    <th scope="col">{C.lost}</th>
                    <th scope="col">{C.goals}</th>
                    <th scope="col">{C.points}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.teams.map((t) => (
                    <tr key={t.team} data-testid="virtual-ranking-row">
                      <td>{t.rank}</td>
                      <th scope="row">{t.team}</th>
                      <td>{t.played}</td>
                      <td>{t.won}</td>
                      <td>{t.drawn}</td>
                      <td>{t.lost}</td>
                      <td>{T.ranking.goals(t.goalsFor, t.goalsAgainst)}</td>
                      <td>
                        <strong>{t.points}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
        ))}
      </RankingGrid>
    </Card>
  );
}
