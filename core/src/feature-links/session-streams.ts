import { BehaviorSubject, distinctUntilChanged, filter, map, shareReplay, type Observable } from 'rxjs';
import { GUEST_BET_SLIP_CONTEXT, maxBetBoundaryOf, type BetSlipContext } from '../bet-slip/index.js';
import { conversionMinimumPolicyOf, type ChargeMember, type ChargeSettings } from '../charge/index.js';
import type { SessionUser, SessionView } from '../session/index.js';
import { DEFAULT_SIGN_UP_POLICY, signUpPolicyOf, type SignUpPolicy } from '../sign-up/index.js';

/**
 * The session as other features need it: the current member (synchronously, for gateways),
 * the bet slip's context, and the charge screens' member and settings. Features never import
 * each other; this folder (core/src/feature-links) is the one place that maps between them, so
 * the mapping is tested here and the app only wires.
 */
export class SessionStreams {
  private readonly latest = new BehaviorSubject<SessionView | null>(null);
  readonly betSlipContext$: Observable<BetSlipContext>;
  readonly chargeMember$: Observable<ChargeMember>;
  readonly chargeSettings$: Observable<ChargeSettings>;
  /** The logged-in member's login id, null for a visitor. */
  readonly userId$: Observable<string | null>;
  /** The member record's `bettingLimitsKey` ('' without one): changes when the operator changes limits or delays. */
  readonly bettingSettingsKey$: Observable<string>;

  constructor(session: { readonly state$: Observable<SessionView> }) {
    session.state$.subscribe(this.latest);
    const view$ = this.latest.pipe(filter((v): v is SessionView => v !== null));
    this.userId$ = view$.pipe(
      map((v) => (v.status === 'loggedIn' ? v.user.userId : null)),
      distinctUntilChanged(),
    );
    this.bettingSettingsKey$ = view$.pipe(
      map((v) => (v.status === 'loggedIn' ? (v.user.bettingLimitsKey ?? '') : '')),
      distinctUntilChanged(),
    );
    this.betSlipContext$ = view$.pipe(map(toBetSlipContext), shareReplay({ bufferSize: 1, refCount: false }));
    this.chargeMember$ = view$.pipe(
      map((v) => (v.status === 'loggedIn' ? toChargeMember(v.user) : null)),
      filter((m): m is ChargeMember => m !== null),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    this.chargeSettings$ = view$.pipe(
      map(toChargeSettings),
      distinctUntilChanged(sameChargeSettings),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
  }

  /** The logged-in member now, or null. */
  readonly member = (): SessionUser | null => {
    const view = this.latest.value;
    return view?.status === 'loggedIn' ? view.user : null;
  };

  readonly role = (): number | null => this.member()?.role ?? null;

  readonly isLoggedIn = (): boolean => this.member() !== null;

  /** The sign-up readings in force now (the password change's length rule); the default before the settings arrive. */
  readonly signUpPolicy = (): SignUpPolicy => {
    const settings = this.latest.value?.settings;
    return settings ? signUpPolicyOf(settings) : DEFAULT_SIGN_UP_POLICY;
  };
}

/**
 * The member as the slip sees them. Once the site settings arrive, the operator's max-bet reading
 * (`maxBetInclusive`) rides along, so the slip's submit check refuses what the server refuses.
 */
export function toBetSlipContext(view: SessionView): BetSlipContext {
  if (view.status !== 'loggedIn') return GUEST_BET_SLIP_CONTEXT;
  const { user, settings } = view;
  const context: BetSlipContext = { loggedIn: true, memberId: user.id, userId: user.userId, role: user.role, cash: user.emoney };
  const withLimits = user.bettingLimitsKey === undefined ? context : { ...context, limitsKey: user.bettingLimitsKey };
  return settings ? { ...withLimits, maxBetBoundary: maxBetBoundaryOf(settings.maxBetInclusive) } : withLimits;
}

/** The site settings the charge screens obey; before the settings arrive, every switch is off (the defaults). */
export function toChargeSettings(view: SessionView): ChargeSettings {
  return {
    chargePointFlag: view.settings?.chargePointFlag ?? false,
    tetherMaintenanceFlag: view.settings?.tetherMaintenanceFlag ?? false,
    conversionMinimumPolicy: conversionMinimumPolicyOf(view.settings?.conversionMinimumEnforced ?? false),
  };
}

const sameChargeSettings = (a: ChargeSettings, b: ChargeSettings): boolean =>
  a.chargePointFlag === b.chargePointFlag &&
  a.tetherMaintenanceFlag === b.tetherMaintenanceFlag &&
  a.conversionMinimumPolicy === b.conversionMinimumPolicy;

export function toChargeMember(user: SessionUser): ChargeMember {
  return {
    id: user.id,
    userId: user.userId,
    accountHolder: user.accountHolder ?? '',
    bankAccountNumber: user.bankAccountNumber ?? '',
    emoney: user.emoney,
    usdt: user.usdt,
    point: user.point,
    casinoMoney: user.casinoMoney,
    isChargeData: user.isChargeData,
    blockchainUrl: user.blockchainUrl,
    updatedAt: user.updatedAt,
  };
}
