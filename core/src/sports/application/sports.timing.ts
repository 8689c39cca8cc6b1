/**
 * Timing of the sports screens. Live changes arrive over SSE; the periodic refreshes are a
 * safety net for what no frame announces (new fixtures, changed counts, a missed frame).
 */
/** How long a moved price flashes up or down. */
export const SPORTS_ODDS_FLASH_MS = 3_000;
/**
 * Flashes end in sweeps at most this often: at 2,000 price changes a second one timer per moved
 * price meant a thousand timer tasks a second on the page; a flash may run this much longer.
 */
export const SPORTS_ODDS_FLASH_SWEEP_MS = 100;
/** The pre-match list refetches its page this often. */
export const PREMATCH_LIST_REFRESH_MS = 60_000;
/**
 * The in-play page applies its structure frames (scores, phases, suspended markets, games
 * ending) at most this often (the app passes it as `liveBatchMs`): the list re-renders ten times a
 * second at most. Prices never wait for it: they move their own cells, once per animation frame.
 */
export const INPLAY_LIVE_BATCH_MS = 100;
/** The in-play list refetches its page this often. */
export const INPLAY_LIST_REFRESH_MS = 30_000;
/** The sidebar tree and popular games reload this often (counts change as games start). */
export const SPORTS_MENU_REFRESH_MS = 60_000;
/**
 * Frames about fixtures a list does not hold (a game just went live, a fixture was added) are
 * gathered for this long and answered with one refetch (the spec's 5 s polling pace).
 */
export const SPORTS_LIST_REFETCH_COALESCE_MS = 5_000;
