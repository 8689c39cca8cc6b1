import { FakeClock } from '../../shared/testing/fake-clock.js';
import { MemoryStore } from '../../shared/testing/memory-store.js';
import { latestView } from '../../shared/testing/view-model-probe.js';
import { SessionViewModel, type SessionViewModelDeps } from '../application/session-view-model.js';
import { FakeSessionGateway } from './session-fixtures.js';

/**
 * A SessionViewModel over a FakeSessionGateway, at 12:00:00 KST on 2026-11-22, in a desktop-wide
 * window (`setWidth` resizes it); `view()` reads the latest view.
 */
export function sessionHarness(extra: Partial<SessionViewModelDeps> = {}) {
  const gateway = new FakeSessionGateway();
  const clock = new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0));
  const store = new MemoryStore();
  let width = 1920;
  const vm = new SessionViewModel({ gateway, clock, store, viewportWidth: () => width, ...extra });
  const setWidth = (w: number): void => void (width = w);
  return { gateway, clock, store, vm, view: latestView(vm.state$), setWidth };
}
