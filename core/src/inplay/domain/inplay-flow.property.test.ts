import fc from 'fast-check';
import { INPLAY_MAX_ODDS_CHANGE_RETRIES } from './inplay.constants.js';
import { INPLAY_IDLE, inplayFlow, type InplayFlowEvent } from './inplay-flow.js';
import { inplayFlowEffects } from './inplay-flow-effect.js';

function postResultEvent(): fc.Arbitrary<InplayFlowEvent> {
  return fc.constantFrom(
    { type: 'postResult' as const, outcome: { kind: 'success' as const } },
    { type: 'postResult' as const, outcome: { kind: 'oddsChanged' as const } },
    { type: 'postResult' as const, outcome: { kind: 'failure' as const, message: '서버' } },
  );
}

// Weighted so that many sequences get through token and countdown to a post (and a retry).
const event: fc.Arbitrary<InplayFlowEvent> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -1000, max: 4000 }).map((delayMs) => ({ type: 'pressBet' as const, delayMs })) },
  { weight: 3, arbitrary: fc.string({ maxLength: 3 }).map((token) => ({ type: 'tokenReceived' as const, token })) },
  { weight: 1, arbitrary: fc.constant({ type: 'tokenFailed' as const, message: '실패' }) },
  { weight: 8, arbitrary: fc.integer({ min: -500, max: 3000 }).map((elapsedMs) => ({ type: 'tick' as const, elapsedMs })) },
  { weight: 2, arbitrary: fc.boolean().map((autoChange) => ({ type: 'oddsChanged' as const, autoChange })) },
  { weight: 2, arbitrary: fc.constant({ type: 'accept' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'dismiss' as const }) },
  { weight: 4, arbitrary: postResultEvent() },
);

/** A press that gets through to a post, so that posts and retries occur in most sequences. */
const throughToPost: fc.Arbitrary<InplayFlowEvent[]> = fc
  .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 2000 }), postResultEvent())
  .map(([delayMs, extra, result]) => [
    { type: 'pressBet', delayMs },
    { type: 'tokenReceived', token: 't' },
    { type: 'tick', elapsedMs: delayMs + extra },
    result,
  ]);

const sequence = fc
  .array(fc.oneof({ weight: 4, arbitrary: event.map((e) => [e]) }, { weight: 1, arbitrary: throughToPost }), { maxLength: 40 })
  .map((chunks) => chunks.flat());

describe('inplayFlow over random event sequences', () => {
  it('posts only at the end of a countdown on a token fetched since the last post, at most once more after result 10, never below zero', () => {
    // Guards against a generator that never reaches a post, which would make the property empty.
    let firstPosts = 0;
    let retries = 0;
    fc.assert(
      fc.property(sequence, (events) => {
        let state = INPLAY_IDLE;
        let postsThisPress = 0;
        let tokenSinceLastPost = false;
        for (const e of events) {
          const next = inplayFlow(state, e);
          for (const effect of inplayFlowEffects(state, next)) {
            if (effect.kind === 'fetchToken') {
              tokenSinceLastPost = true;
              if (e.type === 'pressBet') postsThisPress = 0;
            }
            if (effect.kind !== 'post') continue;
            postsThisPress += 1;
            if (postsThisPress === 1) firstPosts += 1;
            else retries += 1;
            // Every post, the retry after result '10' too, ends a countdown on a token of its own:
            // the server takes only prices older than the token (the live-bet delay).
            expect([state.status, e.type]).toEqual(['countingDown', 'tick']);
            expect(tokenSinceLastPost).toBe(true);
            tokenSinceLastPost = false;
            expect(postsThisPress).toBeLessThanOrEqual(1 + INPLAY_MAX_ODDS_CHANGE_RETRIES);
          }
          if (next.status === 'countingDown') {
            expect(next.remainingMs).toBeGreaterThanOrEqual(0);
            expect(next.remainingMs).toBeLessThanOrEqual(next.delayMs);
          }
          if (next.status === 'fetchingToken' || next.status === 'countingDown' || next.status === 'posting') {
            expect(next.delayMs).toBeGreaterThanOrEqual(0);
          }
          state = next;
        }
      }),
      { numRuns: 300 },
    );
    expect(firstPosts).toBeGreaterThan(0);
    expect(retries).toBeGreaterThan(0);
  });
});
