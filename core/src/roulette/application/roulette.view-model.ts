import { EMPTY, from, lastValueFrom, switchMap, tap, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { produce, type Draft } from 'immer';
import { failureMessage } from '../../shared/domain/api-error.js';
import type { Clock } from '../../shared/ports/clock.js';
import {
  ROULETTE_ALERT_DELAY_MS,
  ROULETTE_RESULT_DELAY_MS,
  rouletteCouponType,
  rouletteOutcomeOf,
  rouletteResultText,
  rouletteSegmentIndex,
  type RouletteCouponCounts,
  type RouletteKind,
  type RouletteOutcome,
  type RouletteSpinResult,
} from '../domain/roulette-outcomes.js';
import { checkRouletteSpin, showsCouponClaim, spendRouletteCoupon } from '../domain/roulette-rules.js';
import type { MemberType } from '../../session/domain/member-kinds.js';
import { ROULETTE_MESSAGES } from '../domain/roulette.messages.js';
import type { RouletteGateway } from './roulette.gateway.js';

/** Where the wheel must stop: set when the server answers, so the ui can animate toward it. */
export interface RouletteSpinTarget {
  readonly kind: RouletteKind;
  /** Index into ROULETTE_OUTCOMES[kind], -1 when the outcome is not on the wheel. */
  readonly segmentIndex: number;
}

export interface RouletteStoredResult {
  readonly kind: RouletteKind;
  readonly result: RouletteSpinResult;
  readonly outcome: RouletteOutcome;
  readonly text: string;
}

export interface RouletteView {
  /** The open dialog; only one of the two wheels is open at a time. */
  readonly openDialog: RouletteKind | null;
  readonly coupons: RouletteCouponCounts;
  /** Label of the spin button of the open dialog (shows the coupon count), null when closed. */
  readonly spinButtonLabel: string | null;
  /** The wheel being spun, from the press until the result alert. */
  readonly spinning: RouletteKind | null;
  readonly target: RouletteSpinTarget | null;
  /** Stored ROULETTE_RESULT_DELAY_MS after the server answered. */
  readonly lastResult: RouletteStoredResult | null;
  readonly alert: string | null;
  /** Spec 6: the accumulated-coupon button, for users whose type is not 0 (read when a wheel opens). */
  readonly canClaimCoupons: boolean;
  /** A coupon claim is on its way. */
  readonly claiming: boolean;
  /**
   * Provably fair (issue 13): the SHA-256 of the seed the next spin draws with, shown before the
   * spin; the spin reveals the seed (verifiable on /fairness). null until the server answered.
   */
  readonly seedHash: string | null;
}

export interface RouletteViewModelDeps {
  readonly gateway: RouletteGateway;
  readonly clock: Clock;
  /** Whether a member is logged in now (the Session feature owns this). */
  readonly isLoggedIn: () => boolean;
  /** The logged-in member's type (the Session feature owns it); without it no claim button. */
  readonly member?: () => { readonly type: MemberType } | null;
}

const initialView: RouletteView = {
  openDialog: null,
  coupons: { normal: 0, vip: 0 },
  spinButtonLabel: null,
  spinning: null,
  target: null,
  lastResult: null,
  alert: null,
  canClaimCoupons: false,
  claiming: false,
  seedHash: null,
};

/** Normal and VIP roulette dialogs: coupon counts, one spin at a time, delayed result and alert. */
export class RouletteViewModel {
  private readonly store = createViewModelStore<RouletteView>(initialView);
  readonly state$: Observable<RouletteView> = this.store.state$;
  /** A spin that slips past the guard while one runs is dropped, never sent twice. */
  private readonly runExclusive = this.store.exclusive(async (kind: RouletteKind) => {
    await lastValueFrom(this.runSpin(kind), { defaultValue: undefined });
  });

  /** Claims the coupons the member's deposits earned (one request at a time), then reloads the counts. */
  readonly claimCoupons = this.store.exclusive(async () => {
    this.update((d) => {
      d.claiming = true;
    });
    const r = await this.deps.gateway.claimCoupons();
    this.update((d) => {
      d.claiming = false;
      d.alert = r.ok ? r.value : failureMessage(r.error);
    });
    await this.refreshCoupons();
  });

  constructor(private readonly deps: RouletteViewModelDeps) {}

  /** Opens one wheel's dialog (closing the other) and refreshes the coupon counts. */
  open(kind: RouletteKind): void {
    if (!this.deps.isLoggedIn()) {
      this.update((d) => {
        d.alert = ROULETTE_MESSAGES.loginRequired;
      });
      return;
    }
    this.update((d) => {
      d.openDialog = kind;
      d.canClaimCoupons = showsCouponClaim(this.deps.member?.()?.type ?? null);
    });
    void this.refreshCoupons();
    void this.refreshCommitment();
  }

  close(): void {
    this.update((d) => {
      d.openDialog = null;
    });
  }

  spin(kind: RouletteKind): void {
    const s = this.store.get();
    const check = checkRouletteSpin({ loggedIn: this.deps.isLoggedIn(), spinning: s.spinning !== null, coupons: s.coupons }, kind);
    if (!check.ok) {
      this.update((d) => {
        d.alert = check.error.message;
      });
      return;
    }
    this.update((d) => {
      d.spinning = kind;
      d.target = null;
    });
    this.runExclusive(kind);
  }

  dismissAlert(): void {
    this.update((d) => {
      d.alert = null;
    });
  }

  async refreshCoupons(): Promise<void> {
    const r = await this.deps.gateway.countCoupons();
    this.update((d) => {
      if (r.ok) d.coupons = { normal: r.value.normal, vip: r.value.vip };
      else d.alert = failureMessage(r.error);
    });
  }

  /** Reads the next spin's commitment; a refusal leaves the line empty (the spin still works). */
  private async refreshCommitment(): Promise<void> {
    const r = await this.deps.gateway.commitment();
    if (r.ok)
      this.update((d) => {
        d.seedHash = r.value;
      });
  }

  dispose(): void {
    this.store.dispose();
  }

  private runSpin(kind: RouletteKind): Observable<unknown> {
    const { gateway, clock } = this.deps;
    return from(gateway.choose(rouletteCouponType(kind))).pipe(
      switchMap((r) => {
        if (!r.ok) {
          this.update((d) => {
            d.spinning = null;
            d.alert = failureMessage(r.error);
          });
          return EMPTY;
        }
        const outcome = rouletteOutcomeOf(r.value);
        this.update((d) => {
          d.target = { kind, segmentIndex: rouletteSegmentIndex(kind, outcome) };
          d.coupons = spendRouletteCoupon(d.coupons, kind);
          d.seedHash = r.value.nextSeedHash ?? null;
        });
        const stored: RouletteStoredResult = { kind, result: r.value, outcome, text: rouletteResultText(r.value) };
        return clock.timer(ROULETTE_RESULT_DELAY_MS).pipe(
          tap(() => {
            this.update((d) => {
              d.lastResult = stored;
            });
            // The server is the truth for counts (a 'vip-1' prize adds a VIP coupon).
            void this.refreshCoupons();
          }),
          switchMap(() => clock.timer(ROULETTE_ALERT_DELAY_MS)),
          tap(() =>
            this.update((d) => {
              d.spinning = null;
              d.alert = stored.text;
            }),
          ),
        );
      }),
    );
  }

  private update(recipe: (draft: Draft<RouletteView>) => void): void {
    this.store.set((view) =>
      produce(view, (d) => {
        recipe(d);
        d.spinButtonLabel = d.openDialog === null ? null : ROULETTE_MESSAGES.spinButton(d.coupons[d.openDialog]);
      }),
    );
  }
}
