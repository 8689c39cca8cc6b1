import { screen } from '@testing-library/react';
import { odds } from '@bet/core/shared';
import type { BetHistoryLegView } from '@bet/core/history';
import { renderFeature } from '../design-system/testing/render-feature.js';
import { MiniGameLegs } from './BetHistoryLegs.js';

const leg = (oddsId: number | null, market: string, pick: string): BetHistoryLegView => ({
  startTime: '2026-11-25 12:02:50',
  league: '로투스 파워볼 242회차',
  home: '242회차',
  away: '',
  market,
  pick,
  score: '',
  price: odds(195),
  oddsId,
  outcome: 'won',
  outcomeLabel: '적중',
  tone: 'red',
});

describe('MiniGameLegs', () => {
  it("prefixes ball-sum picks by the odds id's suffix (spec 4: 1-4 normal, 18-21 power) and keeps other markets plain", () => {
    renderFeature(
      <MiniGameLegs
        legs={[
          leg(42_001, 'Odd/Even', '홀'),
          leg(42_020, 'Under/Over', '언더'),
          leg(43_007, '사다리 출발', '좌'),
          leg(null, 'Odd/Even', '짝'),
        ]}
      />,
    );
    const picks = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.children[1]?.textContent);
    expect(picks).toEqual(['일반 홀짝 홀', '파워 언더오버 언더', '사다리 출발 좌', '홀짝 짝']);
  });
});
