/** The partner and recommender pages' route components, in their own chunk (partner-routes.tsx loads them). */
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import type { PartnerDeskScreens } from '@bet/core/partner-desk';
import {
  PartnerAnalysisPage,
  PartnerBetsPage,
  PartnerCalcPage,
  PartnerCasinoBetsPage,
  PartnerDashboard,
  PartnerLoginPage,
  PartnerMembersPage,
  PartnerMoneyPage,
  PARTNER_TEXTS,
  RecommenderListPage,
  useScopedViewModel,
  type PartnerMemberLinks,
} from '@bet/ui';
import { partnerDeskFeature } from '../container/partner-desk.module.js';
import { useAppServices, useFeature } from './app-services-context.js';

/** The partner desk's factories and the shell's alert. */
function useDesk(): { readonly desk: PartnerDeskScreens; readonly onAlert: (message: string) => void } {
  const { onAlert } = useAppServices();
  return { desk: useFeature(partnerDeskFeature), onAlert };
}

/** `?member={id}` of a link from the member list: one downline member alone. */
function useMemberFilter(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('member'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Remounts the screen (a new view model) when the member filter of the address changes. */
export function Keyed({ render }: { readonly render: (memberId: number | null) => ReactElement }) {
  const memberId = useMemberFilter();
  return <KeyedInner key={memberId ?? 'all'} memberId={memberId} render={render} />;
}
function KeyedInner({
  memberId,
  render,
}: {
  readonly memberId: number | null;
  readonly render: (memberId: number | null) => ReactElement;
}) {
  return render(memberId);
}

export function PartnerLoginRoute() {
  const { desk } = useDesk();
  return <PartnerLoginPage viewModel={useScopedViewModel(desk.login)} />;
}

export function DashboardRoute() {
  const { desk, onAlert } = useDesk();
  const calc = useScopedViewModel(() => desk.calc('month'));
  const codes = useScopedViewModel(desk.codes);
  return <PartnerDashboard calc={calc} codes={codes} onAlert={onAlert} />;
}

export function MembersRoute({ links, subPartners = false }: { readonly links: PartnerMemberLinks; readonly subPartners?: boolean }) {
  const { desk, onAlert } = useDesk();
  const vm = useScopedViewModel(subPartners ? desk.subPartners : desk.members);
  const title = subPartners ? PARTNER_TEXTS.member.subTitle : undefined;
  return <PartnerMembersPage viewModel={vm} onAlert={onAlert} links={links} searchable={!subPartners} {...(title ? { title } : {})} />;
}

export function MoneyRoute({ mode, memberId }: { readonly mode: 'deposit' | 'withdraw'; readonly memberId: number | null }) {
  const { desk, onAlert } = useDesk();
  const vm = useScopedViewModel(() => (mode === 'deposit' ? desk.deposits(memberId) : desk.withdrawals(memberId)));
  return <PartnerMoneyPage viewModel={vm} onAlert={onAlert} mode={mode} />;
}

export function BetsRoute({ memberId }: { readonly memberId: number | null }) {
  const { desk, onAlert } = useDesk();
  return <PartnerBetsPage viewModel={useScopedViewModel(() => desk.bets(memberId))} onAlert={onAlert} />;
}

export function CasinoRoute({ memberId }: { readonly memberId: number | null }) {
  const { desk, onAlert } = useDesk();
  return <PartnerCasinoBetsPage viewModel={useScopedViewModel(() => desk.casinoBets(memberId))} onAlert={onAlert} />;
}

export function CalcRoute() {
  const { desk, onAlert } = useDesk();
  return <PartnerCalcPage viewModel={useScopedViewModel(() => desk.calc())} onAlert={onAlert} />;
}

export function AnalysisRoute() {
  const { desk, onAlert } = useDesk();
  return <PartnerAnalysisPage viewModel={useScopedViewModel(desk.analysis)} onAlert={onAlert} />;
}

export function RecommenderListRoute() {
  const { desk, onAlert } = useDesk();
  const members = useScopedViewModel(desk.members);
  const codes = useScopedViewModel(desk.codes);
  return <RecommenderListPage members={members} codes={codes} onAlert={onAlert} />;
}
