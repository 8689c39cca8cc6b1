import { BehaviorSubject } from 'rxjs';
import { FakeGameWindows } from '../../casino/testing/fake-casino-gateway.js';
import { HOLDEM_MESSAGES as M } from '../domain/holdem.messages.js';
import type { HoldemMaintenance, HoldemMember } from '../domain/holdem-launch.js';
import { FAKE_HOLDEM_MEMBER, FakeHoldemGateway } from '../testing/fake-holdem-gateway.js';
import { HoldemViewModel } from './holdem.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(member: HoldemMember | null = FAKE_HOLDEM_MEMBER, maintenance: HoldemMaintenance = { revolution: false, realpoker: false }) {
  const gateway = new FakeHoldemGateway();
  const windows = new FakeGameWindows();
  const member$ = new BehaviorSubject(member);
  const maintenance$ = new BehaviorSubject(maintenance);
  const order: string[] = gateway.calls;
  const vm = new HoldemViewModel({ gateway, windows, member$, maintenance$, refreshMember: () => order.push('refresh') });
  const view = latestView(vm.state$);
  return { gateway, windows, member$, maintenance$, vm, order, view };
}

describe('HoldemViewModel', () => {
  it("shows two cards, hold'em first, with their maintenance flags", () => {
    const { view, maintenance$ } = setup(null);
    expect(view()).toEqual({
      loggedIn: false,
      cards: [
        { game: 'revolution', maintenance: false, launching: false },
        { game: 'realpoker', maintenance: false, launching: false },
      ],
      alert: null,
    });
    maintenance$.next({ revolution: false, realpoker: true });
    expect(view().cards[1]?.maintenance).toBe(true);
  });

  it('asks a visitor to log in and calls nothing', () => {
    const { vm, view, gateway, windows } = setup(null);
    vm.launch('revolution');
    expect(view().alert).toBe('로그인 후 이용해주세요.');
    expect(gateway.calls).toEqual([]);
    expect(windows.opened).toEqual([]);
    vm.dismissAlert();
    expect(view().alert).toBeNull();
  });

  it("refuses a game under maintenance with its name ('{game name} is under maintenance')", () => {
    const { vm, view, gateway, windows } = setup(FAKE_HOLDEM_MEMBER, { revolution: true, realpoker: false });
    vm.launch('revolution');
    expect(view().alert).toBe('홀덤 점검중입니다.');
    vm.launch('realpoker');
    expect(gateway.calls).toEqual(['create:realpoker:member01']);
    const m = setup(FAKE_HOLDEM_MEMBER, { revolution: false, realpoker: true });
    m.vm.launch('realpoker');
    expect(m.view().alert).toBe('리얼포커 점검중입니다.');
    expect(windows.opened).toHaveLength(1);
  });

  it('refuses a member whose use flag is not 0', () => {
    const { vm, view, gateway } = setup({ ...FAKE_HOLDEM_MEMBER, revolutionUseFlag: 1, realpokerUseFlag: 1 });
    vm.launch('revolution');
    expect(view().alert).toBe(M.notAllowed);
    vm.launch('realpoker');
    expect(gateway.calls).toEqual([]);
  });

  it('creates the missing account, refetches the member, then opens the link in the window opened at the click', async () => {
    const { vm, view, order, windows } = setup();
    vm.launch('revolution');
    expect(windows.opened).toEqual([{ url: null, closed: false }]);
    expect(view().cards[0]?.launching).toBe(true);
    await flush();
    expect(order).toEqual(['create:revolution:member01', 'refresh', 'link:revolution:member01']);
    expect(windows.opened).toEqual([{ url: 'https://holdem.example/lobby?u=1', closed: false }]);
    expect(view().cards[0]?.launching).toBe(false);
    expect(view().alert).toBeNull();
  });

  it('opens the link directly when the member already has the account', async () => {
    const { vm, order, windows } = setup({ ...FAKE_HOLDEM_MEMBER, realpokerUid: 'rp-1' });
    vm.launch('realpoker');
    vm.launch('realpoker');
    await flush();
    expect(order).toEqual(['link:realpoker:member01']);
    expect(windows.opened).toHaveLength(1);
  });

  it("shows the spec's unknown error and closes the window when the creation answers a code other than 1", async () => {
    const { vm, view, gateway, windows, order } = setup();
    gateway.createAnswer = { ok: true, value: 0 };
    vm.launch('realpoker');
    await flush();
    expect(view().alert).toBe('알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.');
    expect(order).toEqual(['create:realpoker:member01']);
    expect(windows.opened).toEqual([{ url: null, closed: true }]);
  });

  it("shows the server's text when the creation or the link is refused", async () => {
    const { vm, view, gateway, windows } = setup();
    gateway.refuse('createAnswer', '홀덤 점검중입니다.');
    vm.launch('revolution');
    await flush();
    expect(view().alert).toBe('홀덤 점검중입니다.');
    gateway.createAnswer = { ok: true, value: 1 };
    gateway.refuse('linkAnswer', '게임 계정이 없습니다. 계정을 먼저 생성해주세요.');
    vm.launch('revolution');
    await flush();
    expect(view().alert).toBe('게임 계정이 없습니다. 계정을 먼저 생성해주세요.');
    expect(windows.opened.map((w) => w.closed)).toEqual([true, true]);
  });

  it('tells the member when the popup blocker stopped the window, and calls nothing', async () => {
    const { vm, view, gateway, windows } = setup();
    windows.blocked = true;
    vm.launch('revolution');
    await flush();
    expect(view().alert).toBe(M.popupBlocked);
    expect(gateway.calls).toEqual([]);
  });

  it('completes its state and stops following the session when disposed', () => {
    const { vm, member$ } = setup(null);
    expect(completesOnDispose(vm)).toBe(true);
    expect(member$.observed).toBe(false);
  });
});
