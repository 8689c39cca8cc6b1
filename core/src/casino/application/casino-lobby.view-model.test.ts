import { BehaviorSubject, firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { won } from '../../shared/domain/money.js';
import { FakeCasinoGateway, FakeGameWindows } from '../testing/fake-casino-gateway.js';
import { CasinoLobbyViewModel, type CasinoLobbyView, type CasinoMember } from './casino-lobby.view-model.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const MEMBER: CasinoMember = { id: 7, cash: won(100_000), casino: won(5_000) };

function setup(member: CasinoMember | null = MEMBER) {
  const gateway = new FakeCasinoGateway();
  const windows = new FakeGameWindows();
  const member$ = new BehaviorSubject<CasinoMember | null>(member);
  const vm = new CasinoLobbyViewModel({ gateway, windows, member$ });
  const view = () => firstValueFrom(vm.state$);
  return { gateway, windows, member$, vm, view };
}

describe('CasinoLobbyViewModel', () => {
  it('loads the lobby of a category, with an all tab and the providers that have games there', async () => {
    const { vm, view } = setup();
    vm.load('slot');
    expect((await view()).status).toBe('loading');
    await flush();
    const v = await view();
    expect(v.status).toBe('ready');
    expect(v.tabs.map((t) => t.code)).toEqual(['all', 'lucky']);
    expect(v.games.map((g) => g.id)).toEqual(['lucky-gold-rush', 'lucky-lucky-seven']);
  });

  it('filters by provider tab and search, and a new lobby starts from all', async () => {
    const { vm, view } = setup();
    vm.load('slot');
    await flush();
    vm.selectProvider('lucky');
    vm.setSearch('세븐');
    expect((await view()).games.map((g) => g.name)).toEqual(['럭키 세븐']);
    vm.load('casino');
    await flush();
    expect(await view()).toMatchObject({ provider: 'all', search: '', games: [expect.objectContaining({ id: 'dragon-baccarat' })] });
  });

  it('shows a failed lobby', async () => {
    const { gateway, vm, view } = setup();
    gateway.refuse('lobbyAnswer', '문제가 발생했습니다.', 500);
    vm.load('casino');
    await flush();
    expect((await view()).status).toBe('failed');
  });

  it('opens the window during the click and loads the game into it once the launch answers', async () => {
    const { gateway, windows, vm, view } = setup();
    vm.launch('lucky-gold-rush');
    vm.launch('lucky-gold-rush');
    expect(windows.opened).toHaveLength(1);
    expect((await view()).launchingGameId).toBe('lucky-gold-rush');
    await flush();
    expect(windows.opened[0]).toEqual({ url: '/api/casino-sim/play?token=t', closed: false });
    expect(gateway.calls).toEqual([{ call: 'launch', args: { memberId: 7, gameId: 'lucky-gold-rush' } }]);
    expect((await view()).launchingGameId).toBeNull();
  });

  it('closes the window and says why when the launch fails, and asks a guest to log in', async () => {
    const { gateway, windows, vm, view } = setup();
    gateway.refuse('launchAnswer', '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.', 502);
    vm.launch('dragon-baccarat');
    await flush();
    expect(windows.opened[0]!.closed).toBe(true);
    expect((await view()).alert).toEqual({ tone: 'error', message: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.' });

    const guest = setup(null);
    guest.vm.launch('dragon-baccarat');
    expect((await guest.view()).alert).toEqual({ tone: 'error', message: '로그인 후 이용해주세요.' });
    expect(guest.windows.opened).toHaveLength(0);
  });

  it('says so when the browser blocks the window', async () => {
    const { gateway, windows, vm, view } = setup();
    windows.blocked = true;
    vm.launch('dragon-baccarat');
    await flush();
    expect((await view()).alert?.message).toBe('팝업이 차단되었습니다. 팝업을 허용한 후 다시 시도해주세요.');
    expect(gateway.calls).toEqual([]);
  });

  it('checks a transfer with the spec rules before sending it', async () => {
    const { gateway, vm, view } = setup();
    vm.setTransferAmount('20,000');
    vm.submitTransfer();
    expect((await view()).alert?.message).toBe('30,000원 이상 전환 가능합니다.');
    await flush();
    vm.setTransferDirection('casino-to-cash');
    vm.setTransferAmount('5,001');
    vm.submitTransfer();
    expect((await view()).alert?.message).toBe('카지노머니보다 많은 금액을 입력했습니다.');
    expect(gateway.calls).toEqual([]);
  });

  it('moves cash once per submit and shows the new balances until the session brings them', async () => {
    const { gateway, member$, vm, view } = setup();
    vm.setTransferAmount('30,000');
    vm.submitTransfer();
    vm.submitTransfer();
    expect((await view()).transfer.submitting).toBe(true);
    await flush();
    expect(gateway.calls).toEqual([{ call: 'transfer', args: { memberId: 7, emoney: 30_000, totalEmoney: 100_000, code: 4 } }]);
    expect(await view()).toMatchObject({
      wallet: { cash: 70_000, casino: 35_000 },
      transfer: { amountText: '', submitting: false },
      alert: { tone: 'success', message: '전환에 성공했습니다.' },
    });
    member$.next({ id: 7, cash: won(70_000), casino: won(12_000) });
    expect((await view()).wallet).toEqual({ cash: 70_000, casino: 12_000 });
    vm.dismissAlert();
    expect((await view()).alert).toBeNull();
  });

  it('keeps the typed amount and shows the server text when a transfer is refused', async () => {
    const { gateway, vm, view } = setup();
    gateway.refuse('transferAnswer', '보유머니보다 많은 금액을 입력했습니다.');
    vm.setTransferAmount('30000');
    vm.submitTransfer();
    await flush();
    expect(await view()).toMatchObject({
      wallet: { cash: 100_000, casino: 5_000 },
      transfer: { amountText: '30000' },
      alert: { tone: 'error', message: '보유머니보다 많은 금액을 입력했습니다.' },
    });
  });

  it('completes state$ on dispose', async () => {
    const { vm } = setup();
    const all = lastValueFrom(vm.state$.pipe(toArray()));
    vm.dispose();
    const views: CasinoLobbyView[] = await all;
    expect(views.length).toBeGreaterThan(0);
  });
});
