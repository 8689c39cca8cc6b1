import { combineLatest, distinctUntilChanged, map, switchMap, from, of, type Observable } from 'rxjs';
import type { ApiClient } from '../api/index.js';
import { loadApiLiveBetDelaySettings, type LiveBetDelaySettings } from '../inplay/index.js';

/** Before the member's settings arrive the flow still waits core's minimum (3 s, its floor). */
export const NO_LIVE_BET_DELAYS: LiveBetDelaySettings = {
  liveBetDelay: null,
  perSport: { soccer: 0, basketball: 0, baseball: 0, volleyball: 0, hockey: 0, basic: 0 },
};

/**
 * The in-play flow reads the live-bet delays synchronously on every press; this keeps them
 * loaded for whoever is logged in (the same call as the slip's limits, spec 7), and reads them
 * again when `settingsKey$` changes (the session's `bettingLimitsKey`: the operator changed them).
 */
export class LiveBetDelays {
  private latest: LiveBetDelaySettings = NO_LIVE_BET_DELAYS;

  constructor(api: Pick<ApiClient, 'settings'>, userId$: Observable<string | null>, settingsKey$: Observable<string> = of('')) {
    combineLatest([userId$, settingsKey$])
      .pipe(
        distinctUntilChanged((a, b) => a[0] === b[0] && a[1] === b[1]),
        switchMap(([userId]) => (userId === null ? of(null) : from(loadApiLiveBetDelaySettings(api, userId)))),
        map((r) => (r?.ok ? r.value : NO_LIVE_BET_DELAYS)),
      )
      .subscribe((settings) => (this.latest = settings));
  }

  readonly current = (): LiveBetDelaySettings => this.latest;
}
