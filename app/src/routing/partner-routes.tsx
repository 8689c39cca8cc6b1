import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { useSearchParams } from 'react-router';
import type { PartnerDeskScreens } from '@bet/core';
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
import { useAppServices } from './app-services-context.js';
import { SCREENS } from './screens.js';

/** The partner desk's factories and the shell's alert. */
function useDesk(): { readonly desk: PartnerDeskScreens; readonly onAlert: (message: string) => void } {
  const { partnerDesk, onAlert } = useAppServices();
  return { desk: partnerDesk, onAlert };
}

/** `?member={id}` of a link from the member list: one downline member alone. */
function useMemberFilter(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('member'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Remounts the screen (a new view model) when the member filter of the address changes. */
function Keyed({ render }: { readonly render: (memberId: number | null) => ReactElement }) {
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

function PartnerLoginRoute() {
  const { desk } = useDesk();
  return <PartnerLoginPage viewModel={useScopedViewModel(desk.login)} />;
}

function DashboardRoute() {
  const { desk, onAlert } = useDesk();
  const calc = useScopedViewModel(() => desk.calc('month'));
  const codes = useScopedViewModel(desk.codes);
  return <PartnerDashboard calc={calc} codes={codes} onAlert={onAlert} />;
}

function MembersRoute({ links, subPartners = false }: { readonly links: PartnerMemberLinks; readonly subPartners?: boolean }) {
  const { desk, onAlert } = useDesk();
  const vm = useScopedViewModel(subPartners ? desk.subPartners : desk.members);
  const title = subPartners ? PARTNER_TEXTS.member.subTitle : undefined;
  return <PartnerMembersPage viewModel={vm} onAlert={onAlert} links={links} searchable={!subPartners} {...(title ? { title } : {})} />;
}

function MoneyRoute({ mode, memberId }: { readonly mode: 'deposit' | 'withdraw'; readonly memberId: number | null }) {
  const { desk, onAlert } = useDesk();
  const vm = useScopedViewModel(() => (mode === 'deposit' ? desk.deposits(memberId) : desk.withdrawals(memberId)));
  return <PartnerMoneyPage viewModel={vm} onAlert={onAlert} mode={mode} />;
}

function BetsRoute({ memberId }: { readonly memberId: number | null }) {
  const { desk, onAlert } = useDesk();
  return <PartnerBetsPage viewModel={useScopedViewModel(() => desk.bets(memberId))} onAlert={onAlert} />;
}

function CasinoRoute({ memberId }: { readonly memberId: number | null }) {
  const { desk, onAlert } = useDesk();
  return <PartnerCasinoBetsPage viewModel={useScopedViewModel(() => desk.casinoBets(memberId))} onAlert={onAlert} />;
}

function CalcRoute() {
  const { desk, onAlert } = useDesk();
  return <PartnerCalcPage viewModel={useScopedViewModel(() => desk.calc())} onAlert={onAlert} />;
}

function AnalysisRoute() {
  const { desk, onAlert } = useDesk();
  return <PartnerAnalysisPage viewModel={useScopedViewModel(desk.analysis)} onAlert={onAlert} />;
}

function RecommenderListRoute() {
  const { desk, onAlert } = useDesk();
  const members = useScopedViewModel(desk.members);
  const codes = useScopedViewModel(desk.codes);
  return <RecommenderListPage members={members} codes={codes} onAlert={onAlert} />;
}

const at = (path: string, element: ReactElement): RouteObject => ({ path, element });

const PARTNER_LINKS: PartnerMemberLinks = { deposit: '/partner/deposit', withdraw: '/partner/withdraw', bets: '/partner/bet_history' };
const RECOMMENDER_LINKS: PartnerMemberLinks = { deposit: '/mypage/recommender/deposit', withdraw: '/mypage/recommender/withdraw' };

/** /partner/* (spec 2): the partner layout's pages; /partner/customer is the site's 1:1 inquiry. */
export const PARTNER_ROUTES: RouteObject[] = [
  { index: true, element: <DashboardRoute /> },
  at('pt', <MembersRoute links={PARTNER_LINKS} subPartners />),
  at('member', <MembersRoute links={PARTNER_LINKS} />),
  at('deposit', <Keyed render={(m) => <MoneyRoute mode="deposit" memberId={m} />} />),
  at('withdraw', <Keyed render={(m) => <MoneyRoute mode="withdraw" memberId={m} />} />),
  at('bet_history', <Keyed render={(m) => <BetsRoute memberId={m} />} />),
  at('casino_bet_history', <Keyed render={(m) => <CasinoRoute memberId={m} />} />),
  at('calc', <CalcRoute />),
  at('analysis', <AnalysisRoute />),
  at('customer', SCREENS.inquiry()),
];

/** The recommender layout's pages (spec 2): the same data for the recommender's own referrals. */
export const RECOMMENDER_ROUTES: RouteObject[] = [
  at('recommender', <RecommenderListRoute />),
  at('mypage/recommender/pt', <MembersRoute links={RECOMMENDER_LINKS} subPartners />),
  at('mypage/recommender/member', <MembersRoute links={RECOMMENDER_LINKS} />),
  at('mypage/recommender/deposit', <Keyed render={(m) => <MoneyRoute mode="deposit" memberId={m} />} />),
  at('mypage/recommender/withdraw', <Keyed render={(m) => <MoneyRoute mode="withdraw" memberId={m} />} />),
  at('mypage/recommender/calc', <CalcRoute />),
];

/** /auth/login: the partner login form (bare layout). */
export const AUTH_LOGIN_ROUTE: RouteObject = at('auth/login', <PartnerLoginRoute />);
