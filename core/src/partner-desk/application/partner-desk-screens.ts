import type { SessionGateway } from '../../session/application/session-gateway.js';
import type { SessionUser } from '../../session/domain/session-user.js';
import type { Clock } from '../../shared/ports/clock.js';
import { PartnerCodesViewModel } from './partner-codes.view-model.js';
import type {
  PartnerBetPage,
  PartnerCalc,
  PartnerCasinoPage,
  PartnerDay,
  PartnerDeskGateway,
  PartnerMembersPage,
  PartnerMoneyPage,
} from './partner-desk.gateway.js';
import { PartnerLoginViewModel } from './partner-login.view-model.js';
import { PartnerRangeViewModel, type PartnerRangeDeps } from './partner-range.view-model.js';

export interface PartnerDeskScreensDeps {
  readonly gateway: PartnerDeskGateway;
  readonly clock: Clock;
  readonly sessionGateway: Pick<SessionGateway, 'login' | 'logout' | 'captcha'>;
  readonly session: { acceptLogin(user: SessionUser): void };
}

/** One view model per partner screen visit; `memberId` shows one downline member alone. */
export interface PartnerDeskScreens {
  members(): PartnerRangeViewModel<PartnerMembersPage>;
  /** Only the sub-partners and recommenders of the downline (/partner/pt). */
  subPartners(): PartnerRangeViewModel<PartnerMembersPage>;
  deposits(memberId?: number | null): PartnerRangeViewModel<PartnerMoneyPage>;
  withdrawals(memberId?: number | null): PartnerRangeViewModel<PartnerMoneyPage>;
  bets(memberId?: number | null): PartnerRangeViewModel<PartnerBetPage>;
  casinoBets(memberId?: number | null): PartnerRangeViewModel<PartnerCasinoPage>;
  /** The agent summary; the dashboard opens it on the month, /calc on the week. */
  calc(preset?: 'week' | 'month'): PartnerRangeViewModel<PartnerCalc>;
  analysis(): PartnerRangeViewModel<{ readonly days: readonly PartnerDay[] }>;
  codes(): PartnerCodesViewModel;
  login(): PartnerLoginViewModel;
}

const byTotal = (d: { readonly total: number }): number => d.total;

/** The factories the app hands the partner routes (each call is a new, disposable view model). */
export function createPartnerDeskScreens(deps: PartnerDeskScreensDeps): PartnerDeskScreens {
  const { gateway, clock } = deps;
  const listed = <D extends { readonly total: number }>(load: PartnerRangeDeps<D>['load'], memberId?: number | null) =>
    new PartnerRangeViewModel<D>({ clock, load, totalOf: byTotal, memberId: memberId ?? null });
  return {
    members: () => listed((q) => gateway.members({ page: q.page, perpage: q.perpage, ...(q.search ? { search: q.search } : {}) })),
    subPartners: () => listed((q) => gateway.members({ page: q.page, perpage: q.perpage, partnersOnly: true })),
    deposits: (memberId) => listed((q) => gateway.deposits(q), memberId),
    withdrawals: (memberId) => listed((q) => gateway.withdrawals(q), memberId),
    bets: (memberId) => listed((q) => gateway.bets(q), memberId),
    casinoBets: (memberId) => listed((q) => gateway.casinoBets(q), memberId),
    calc: (preset = 'week') =>
      new PartnerRangeViewModel({ clock, load: (q) => gateway.calc({ from: q.from, to: q.to }), initialPreset: preset }),
    analysis: () => new PartnerRangeViewModel({ clock, load: (q) => gateway.analysis({ from: q.from, to: q.to }), initialPreset: 'month' }),
    codes: () => new PartnerCodesViewModel({ gateway }),
    login: () => new PartnerLoginViewModel({ gateway: deps.sessionGateway, session: deps.session }),
  };
}
