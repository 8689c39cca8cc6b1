import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminSettingsViewModel } from '@bet/core/admin-desk';
import { FakeAdminDeskGateway } from '../../../core/src/admin-desk/testing/fake-admin-desk-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminSettingsPage } from './AdminSettingsPage.js';

const settle = () => act(flush);

async function openSettings() {
  const gateway = new FakeAdminDeskGateway();
  gateway.minigames_ = [
    { id: 301, provider: 'lotus', name: '로투스 파워볼', maintenance: false },
    { id: 303, provider: 'lotus', name: '로투스 사다리', maintenance: false },
    { id: 8, provider: 'ntry', name: '엔트리 파워볼', maintenance: true },
  ];
  const shell = shellCallbacks();
  renderFeature(<AdminSettingsPage viewModel={new AdminSettingsViewModel({ gateway })} onAlert={shell.onAlert} />);
  await settle();
  return { gateway, shell };
}

describe('AdminSettingsPage: 미니게임 점검', () => {
  it('shows one switch per mini-game under its provider, on for a game in maintenance', async () => {
    await openSettings();
    const section = screen.getByRole('region', { name: '미니게임 점검' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('미니게임 점검');
    const lotus = within(section).getByRole('group', { name: '로투스' });
    expect(
      within(lotus)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['로투스 파워볼', '로투스 사다리']);
    const ntry = within(section).getByRole('switch', { name: '엔트리 파워볼' });
    expect(ntry.getAttribute('aria-checked')).toBe('true');
    expect(ntry.textContent).toBe('점검중');
    expect(within(lotus).getByRole('switch', { name: '로투스 파워볼' }).textContent).toBe('운영중');
  });

  it('turns a game to maintenance and back, saying it was saved each time', async () => {
    const { gateway, shell } = await openSettings();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: '로투스 사다리' }));
      await flush();
    });
    await settle();
    expect(screen.getByRole('switch', { name: '로투스 사다리' }).getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: '로투스 사다리' }));
      await flush();
    });
    await settle();
    expect(screen.getByRole('switch', { name: '로투스 사다리' }).getAttribute('aria-checked')).toBe('false');
    expect(gateway.calls.filter((c) => c.startsWith('setGameMaintenance'))).toEqual([
      'setGameMaintenance 303 true',
      'setGameMaintenance 303 false',
    ]);
    expect(shell.alerts).toEqual(['설정이 저장되었습니다.', '설정이 저장되었습니다.']);
  });
});
