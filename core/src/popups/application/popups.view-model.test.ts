import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { MemoryStore } from '../../shared/testing/memory-store.js';
import { popupSnoozeKey } from '../domain/popup-snooze.js';
import type { SitePopup } from '../domain/site-popup.js';
import { PopupsViewModel, type PopupsView } from './popups.view-model.js';

const popup = (id: number): SitePopup => ({ id, popupStatus: 0, contents: `<p>${id}</p>` });

function setup(policy?: 'twelveHours') {
  const store = new MemoryStore();
  const clock = new FakeClock(0);
  let answer: Result<readonly SitePopup[], ApiError> = ok([popup(1), popup(2)]);
  const vm = new PopupsViewModel({ gateway: { popups: async () => answer }, store, clock, snoozePolicy: policy });
  let view!: PopupsView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return {
    store,
    clock,
    vm,
    view: () => view,
    fail: () => {
      answer = fail(apiError('transport', ''));
    },
  };
}

describe('PopupsViewModel', () => {
  it('stops changing once disposed', async () => {
    const t = setup();
    await t.vm.load();
    t.vm.dispose();
    t.vm.close(1);
    expect(t.view().popups.map((p) => p.id)).toEqual([1, 2]);
  });

  it('shows the loaded popups and closes one for now', async () => {
    const t = setup();
    await t.vm.load();
    expect(t.view().popups.map((p) => p.id)).toEqual([1, 2]);
    t.vm.close(1);
    expect(t.view().popups.map((p) => p.id)).toEqual([2]);
    await t.vm.load();
    expect(t.view().popups.map((p) => p.id)).toEqual([1, 2]);
  });

  it('snoozes with the default policy for one day, across loads', async () => {
    const t = setup();
    await t.vm.load();
    expect(t.view().snoozePolicy.label).toBe('오늘 하루 열지 않기');
    t.vm.snooze(2);
    expect(t.store.get(popupSnoozeKey(2))).toBe(String(24 * 3_600_000));
    await t.vm.load();
    expect(t.view().popups.map((p) => p.id)).toEqual([1]);
    t.clock.advance(24 * 3_600_000);
    await t.vm.load();
    expect(t.view().popups.map((p) => p.id)).toEqual([1, 2]);
    expect(t.store.get(popupSnoozeKey(2))).toBeNull();
  });

  it('uses the configured policy', async () => {
    const t = setup('twelveHours');
    await t.vm.load();
    t.vm.snooze(1);
    expect(t.store.get(popupSnoozeKey(1))).toBe(String(12 * 3_600_000));
  });

  it('closes all popups on a route change', async () => {
    const t = setup();
    await t.vm.load();
    t.vm.routeChanged();
    expect(t.view().popups).toEqual([]);
  });

  it('hides popups while the slip has a game path and shows them again when cleared', async () => {
    const t = setup();
    await t.vm.load();
    t.vm.setSlipGamePath('europe');
    expect(t.view().popups).toEqual([]);
    t.vm.setSlipGamePath(null);
    expect(t.view().popups).toHaveLength(2);
  });

  it('shows nothing when loading fails', async () => {
    const t = setup();
    t.fail();
    await t.vm.load();
    expect(t.view().popups).toEqual([]);
  });
});
