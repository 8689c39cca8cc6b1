import { deskRefusal, FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { minigameSwitchLabel } from '../domain/minigame-switches.js';
import { AdminSettingsViewModel, type AdminSettingsView } from './admin-settings.view-model.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch(vm: AdminSettingsViewModel): () => AdminSettingsView {
  let view!: AdminSettingsView;
  vm.state$.subscribe((v) => (view = v));
  return () => view;
}

const catalogue = () => [
  { id: 301, provider: 'lotus', name: '로투스 파워볼', maintenance: false },
  { id: 8, provider: 'ntry', name: '엔트리 파워볼', maintenance: true },
  { id: 303, provider: 'lotus', name: '로투스 사다리', maintenance: false },
  { id: 77, provider: 'ntry', name: '스피드키노', maintenance: false },
];

describe('AdminSettingsViewModel: each mini-game maintenance', () => {
  it('lists the mini-games grouped by provider in the server order, labelled with provider and game', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.minigames_ = catalogue();
    const view = watch(new AdminSettingsViewModel({ gateway }));
    expect(view().minigameGroups).toBeNull();
    await flush();
    expect(view().minigameGroups).toEqual([
      {
        provider: '로투스',
        games: [
          { id: 301, label: '로투스 파워볼', maintenance: false },
          { id: 303, label: '로투스 사다리', maintenance: false },
        ],
      },
      {
        provider: '엔트리',
        games: [
          { id: 8, label: '엔트리 파워볼', maintenance: true },
          { id: 77, label: '엔트리 스피드키노', maintenance: false },
        ],
      },
    ]);
    expect(minigameSwitchLabel({ provider: 'unknown', name: '새 게임' })).toBe('unknown 새 게임');
  });

  it('turns a game to maintenance and back, reading the games again after each flip', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.minigames_ = catalogue();
    const vm = new AdminSettingsViewModel({ gateway });
    const view = watch(vm);
    await flush();
    vm.setGameMaintenance(301, true);
    expect(view().saving).toBe(true);
    await flush();
    expect(view()).toMatchObject({ saving: false, alert: '설정이 저장되었습니다.' });
    expect(view().minigameGroups?.[0]?.games[0]).toEqual({ id: 301, label: '로투스 파워볼', maintenance: true });
    vm.dismissAlert();
    vm.setGameMaintenance(301, false);
    await flush();
    expect(view().minigameGroups?.[0]?.games[0]?.maintenance).toBe(false);
    expect(gateway.calls.filter((c) => c.startsWith('setGameMaintenance') || c === 'minigames')).toEqual([
      'minigames',
      'setGameMaintenance 301 true',
      'minigames',
      'setGameMaintenance 301 false',
      'minigames',
    ]);
    vm.dispose();
  });

  it("shows the server's refusal, keeps the switch as it was, and says when the games cannot be read", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.minigames_ = catalogue();
    const vm = new AdminSettingsViewModel({ gateway });
    const view = watch(vm);
    await flush();
    gateway.failNext.setGameMaintenance = deskRefusal('관리자만 이용할 수 있습니다.', 403);
    vm.setGameMaintenance(8, false);
    await flush();
    expect(view().alert).toBe('관리자만 이용할 수 있습니다.');
    expect(view().minigameGroups?.[1]?.games[0]?.maintenance).toBe(true);
    vm.dismissAlert();
    vm.setGameMaintenance(999, true);
    await flush();
    expect(view().alert).toBe('존재하지 않는 게임입니다.');
    vm.dispose();

    const broken = new FakeAdminDeskGateway();
    broken.failNext.minigames = deskRefusal('문제가 발생했습니다.', 500);
    const failed = watch(new AdminSettingsViewModel({ gateway: broken }));
    await flush();
    expect(failed()).toMatchObject({ minigameGroups: null, alert: '문제가 발생했습니다.' });
    expect(failed().switches).not.toBeNull();
  });
});
