import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { of, type Observable } from 'rxjs';
import { BetSlipViewModel, GUEST_BET_SLIP_CONTEXT, type BetSlipContext, type BetSlipGateway } from '@bet/core/bet-slip';
import { ok, type MoneyRetryProgress } from '@bet/core/shared';
import { SessionViewModel } from '@bet/core/session';
import { SignUpViewModel } from '@bet/core/sign-up';
import { FakeClock } from '../../../../core/src/shared/testing/fake-clock.js';
import { MemoryStore } from '../../../../core/src/shared/testing/memory-store.js';
import { FakeSessionGateway } from '../../../../core/src/session/testing/session-fixtures.js';
import { FakeSignUpGateway } from '../../../../core/src/sign-up/testing/fake-sign-up-gateway.js';
import { AlertQueue } from '../alert-queue.js';
import { DialogSwitch } from '../dialog-switch.js';
import { SiteThemeProvider } from '../../theme/index.js';
import { ShellNavigationProvider, ShellServicesProvider, type DialogRenderers, type ShellServices } from '../shell-services.js';

const noBets: BetSlipGateway = {
  loadLimitSettings: async () => ok([]),
  placePrematchBet: async () => ok({}),
  placeVirtualBet: async () => ok({}),
  placeMiniGameBet: async () => ok({}),
  placeInplayBet: async () => ok({}),
};

export interface ShellFixture {
  readonly services: ShellServices;
  readonly clock: FakeClock;
  readonly sessionGateway: FakeSessionGateway;
  readonly signUpGateway: FakeSignUpGateway;
  readonly navigations: string[];
  /** `ui` inside the theme, the services and a router standing at `at`. */
  tree(ui: ReactElement, at?: string): ReactElement;
  render(ui: ReactElement, at?: string): RenderResult;
}

/** Real view models on fake gateways and a fake clock, as the app wires them, for component tests. */
/** Every feature dialog drawing nothing, with the ones a test cares about replaced. */
export function stubRenderers(some: Partial<DialogRenderers> = {}): DialogRenderers {
  const none = () => null;
  return {
    nonMemberInquiry: none,
    memo: none,
    deposit: none,
    withdraw: none,
    betSlip: none,
    usdDeposit: none,
    usdWithdraw: none,
    moneyConversion: none,
    roulette: none,
    vipRoulette: none,
    myInfo: none,
    notice: none,
    rules: none,
    events: none,
    attendance: none,
    pointToCash: none,
    myPage: none,
    simpleMyPage: none,
    ...some,
  };
}

export function shellFixture(
  options: {
    renderers?: Partial<DialogRenderers>;
    betContext?: BetSlipContext;
    moneyRetries$?: Observable<MoneyRetryProgress | null>;
  } = {},
): ShellFixture {
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0)); // 12:00:00 KST
  const sessionGateway = new FakeSessionGateway();
  const signUpGateway = new FakeSignUpGateway();
  const store = new MemoryStore();
  const services: ShellServices = {
    session: new SessionViewModel({ gateway: sessionGateway, clock, store, viewportWidth: () => 1920 }),
    signUp: new SignUpViewModel({ gateway: signUpGateway, clock }),
    betSlip: new BetSlipViewModel({ gateway: noBets, context$: of(options.betContext ?? GUEST_BET_SLIP_CONTEXT) }),
    clock,
    dialogs: new DialogSwitch(),
    alerts: new AlertQueue(),
    links: { supportChannel: 'https://t.me/support', streaming: 'https://stream.example', sisterSite: 'https://sister.example' },
    dialogRenderers: stubRenderers(options.renderers),
    moneyRetries$: options.moneyRetries$ ?? of(null),
    store,
  };
  const navigations: string[] = [];
  const navigate = (to: string): void => void navigations.push(to);
  const tree = (ui: ReactElement, at = '/europe'): ReactElement => {
    const [pathname = '/', search = ''] = at.split('?');
    const navigation = { pathname, search: search ? `?${search}` : '', navigate };
    return (
      <SiteThemeProvider global={false}>
        <ShellServicesProvider services={services}>
          <ShellNavigationProvider navigation={navigation}>{ui}</ShellNavigationProvider>
        </ShellServicesProvider>
      </SiteThemeProvider>
    );
  };
  return { services, clock, sessionGateway, signUpGateway, navigations, tree, render: (ui, at) => render(tree(ui, at)) };
}

/** Lets resolved promise chains (fake gateways) run to the end. */
export const flushPromises = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders a pure component inside the site theme. */
export function renderThemed(ui: ReactElement): RenderResult {
  return render(<SiteThemeProvider global={false}>{ui}</SiteThemeProvider>);
}
