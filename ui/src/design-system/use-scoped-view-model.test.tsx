import { jest } from '@jest/globals';
import { StrictMode, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { UNCLAIMED_VIEW_MODEL_MS, useScopedViewModel } from './use-scoped-view-model.js';
import { useViewModel } from './use-view-model.js';

/** A stand-in view model that records whether it was disposed. */
class CountingViewModel {
  readonly state$ = new BehaviorSubject('열림');
  disposed = 0;
  constructor(readonly id: number) {}
  dispose(): void {
    this.disposed += 1;
    this.state$.complete();
  }
}

function kit() {
  const made: CountingViewModel[] = [];
  const factory = (): CountingViewModel => {
    const vm = new CountingViewModel(made.length + 1);
    made.push(vm);
    return vm;
  };
  function Screen() {
    const vm = useScopedViewModel(factory);
    const text = useViewModel(vm, '');
    return (
      <p>
        {vm.id}:{text}
      </p>
    );
  }
  return { made, Screen };
}

describe('useScopedViewModel', () => {
  it('builds the view model once on mount and disposes it on unmount', () => {
    const { made, Screen } = kit();
    const { rerender, unmount } = render(<Screen />);
    rerender(<Screen />);
    expect(made).toHaveLength(1);
    expect(screen.getByText('1:열림')).toBeTruthy();
    expect(made[0]?.disposed).toBe(0);
    unmount();
    expect(made[0]?.disposed).toBe(1);
  });

  it('under StrictMode renders a live view model, the one disposed by the remount replaced, and disposes it on unmount', () => {
    const { made, Screen } = kit();
    const { container, unmount } = render(
      <StrictMode>
        <Screen />
      </StrictMode>,
    );
    const shown = made.find((vm) => container.textContent === `${vm.id}:열림`);
    expect(shown?.disposed).toBe(0);
    // StrictMode's remount disposed the first mounted instance; the one drawn is a fresh one.
    expect(made.filter((vm) => vm.disposed === 1).length).toBeGreaterThanOrEqual(1);
    unmount();
    expect(shown?.disposed).toBe(1);
    expect(made.every((vm) => vm.disposed <= 1)).toBe(true);
  });

  describe('a view model built by a render React never commits', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is disposed after UNCLAIMED_VIEW_MODEL_MS, while the committed one lives on', async () => {
      const { made } = kit();
      let release!: () => void;
      const chunk = new Promise<void>((resolve) => (release = resolve));
      let arrived = false;
      void chunk.then(() => (arrived = true));
      const factory = (): CountingViewModel => {
        const vm = new CountingViewModel(made.length + 1);
        made.push(vm);
        return vm;
      };
      // Builds its view model, then suspends until `chunk` settles: React throws that render away.
      function SuspendingScreen() {
        const vm = useScopedViewModel(factory);
        if (!arrived) throw chunk;
        return <p>{vm.id}</p>;
      }
      render(
        <Suspense fallback={<p>불러오는 중…</p>}>
          <SuspendingScreen />
        </Suspense>,
      );
      expect(screen.getByText('불러오는 중…')).toBeTruthy();
      const thrownAway = made.slice();
      expect(thrownAway.length).toBeGreaterThanOrEqual(1);
      await act(async () => {
        release();
        await chunk;
      });
      const shown = made.find((vm) => screen.queryByText(String(vm.id)) !== null);
      expect(shown).toBeDefined();
      expect(thrownAway).not.toContain(shown);
      expect(thrownAway.every((vm) => vm.disposed === 0)).toBe(true);
      act(() => void jest.advanceTimersByTime(UNCLAIMED_VIEW_MODEL_MS));
      expect(thrownAway.every((vm) => vm.disposed === 1)).toBe(true);
      expect(shown?.disposed).toBe(0);
    });

    it('leaves a mounted view model alone when the time has passed', () => {
      const { made, Screen } = kit();
      const { unmount } = render(<Screen />);
      act(() => void jest.advanceTimersByTime(UNCLAIMED_VIEW_MODEL_MS * 2));
      expect(made).toHaveLength(1);
      expect(made[0]?.disposed).toBe(0);
      unmount();
      expect(made[0]?.disposed).toBe(1);
    });
  });
});
