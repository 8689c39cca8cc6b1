import { scriptedRandom } from '../../../ports/random.js';
import { cardsOutcome, slotOutcome } from './sim-play.js';
import { simulatedLobby, thumbnailSvg } from './sim-lobby.js';

describe('the simulated games', () => {
  it('pays three sevens 20x, three of a kind 5x, a leading pair 1.5x floored, and nothing else', () => {
    expect(slotOutcome(scriptedRandom([0, 0, 0]), 1_000)).toEqual({ symbols: ['7', '7', '7'], win: 20_000 });
    expect(slotOutcome(scriptedRandom([1, 1, 1]), 1_000).win).toBe(5_000);
    expect(slotOutcome(scriptedRandom([2, 2, 3]), 1_001).win).toBe(1_501);
    expect(slotOutcome(scriptedRandom([1, 2, 1]), 1_000).win).toBe(0);
  });

  it('pays a higher card 2x, returns the stake on a tie, and takes it on a lower card', () => {
    expect(cardsOutcome(scriptedRandom([12, 0]), 5_000)).toEqual({ symbols: ['K', 'A'], win: 10_000 });
    expect(cardsOutcome(scriptedRandom([4, 4]), 5_000).win).toBe(5_000);
    expect(cardsOutcome(scriptedRandom([0, 4]), 5_000).win).toBe(0);
  });

  it('builds the same lobby from the same seed, with both categories and escaped tile names', () => {
    const a = simulatedLobby(3);
    expect(simulatedLobby(3)).toEqual(a);
    expect(new Set(a.lobby.games.map((g) => g.category))).toEqual(new Set(['casino', 'slot']));
    expect(a.lobby.providers.length).toBe(3);
    const svg = thumbnailSvg({ ...a.games.get('lucky-gold-rush')!, name: '<script>' });
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script>');
  });
});
