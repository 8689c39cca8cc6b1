import { act, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { MoneyRetryProgress } from '@bet/core/shared';
import { shellFixture } from './testing/shell-fixture.js';
import { ShellOverlays } from './ShellOverlays.js';

describe('the money retry notice', () => {
  it('tells the member a money-moving call is being retried, and goes when the answer is in', () => {
    const retries = new BehaviorSubject<MoneyRetryProgress | null>(null);
    const f = shellFixture({ moneyRetries$: retries });
    f.render(<ShellOverlays />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => retries.next({ attempt: 2, of: 3 }));
    expect(screen.getByRole('status').textContent).toBe('재시도 중입니다… (2/3)');
    act(() => retries.next({ attempt: 3, of: 3 }));
    expect(screen.getByRole('status').textContent).toBe('재시도 중입니다… (3/3)');
    act(() => retries.next(null));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
