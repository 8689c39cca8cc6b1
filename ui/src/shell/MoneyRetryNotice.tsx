import { moneyRetryText } from '@bet/core/shared';
import { styled } from 'styled-components';
import { useObservable } from '../design-system/use-view-model.js';
import { useShellServices } from './shell-services.js';

const Notice = styled.div`
  position: fixed;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.z.alert};
  padding: 8px 16px;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

/**
 * While a money-moving call (a conversion, a USD request, a roulette spin, an in-play bet) is
 * retried after no answer, the member reads '재시도 중입니다… (2/3)'; it goes once the answer is in,
 * and the screen that asked shows that answer once.
 */
export function MoneyRetryNotice() {
  const { moneyRetries$ } = useShellServices();
  const retry = useObservable(moneyRetries$, null);
  if (!retry) return null;
  return (
    <Notice role="status" aria-live="polite" data-testid="money-retry">
      {moneyRetryText(retry.attempt, retry.of)}
    </Notice>
  );
}
