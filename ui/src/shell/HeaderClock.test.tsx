import { act, screen } from '@testing-library/react';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { renderThemed } from './testing/shell-fixture.js';
import { HeaderClock } from './HeaderClock.js';

describe('HeaderClock', () => {
  it('shows Korea time (GMT+9) and ticks every second from the clock port', () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 22, 14, 59, 58)); // 23:59:58 KST
    renderThemed(<HeaderClock clock={clock} />);
    expect(screen.getByText('23:59:58')).toBeTruthy();
    expect(screen.getByLabelText('GMT+9 23:59:58')).toBeTruthy();
    act(() => clock.advance(1_000));
    expect(screen.getByText('23:59:59')).toBeTruthy();
    act(() => clock.advance(1_000));
    expect(screen.getByText('00:00:00')).toBeTruthy();
  });

  it('stops ticking when it leaves the page', () => {
    const clock = new FakeClock();
    const { unmount } = renderThemed(<HeaderClock clock={clock} />);
    unmount();
    expect(() => clock.advance(5_000)).not.toThrow();
  });
});
