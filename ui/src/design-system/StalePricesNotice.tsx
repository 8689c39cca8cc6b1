import { styled } from 'styled-components';
import { color, screenColors } from './tokens.js';

const Notice = styled.p`
  margin: 0 0 8px;
  padding: 8px 12px;
  border: 1px solid ${screenColors.toneYellow};
  border-left-width: 4px;
  border-radius: 4px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font-size: 13px;
  line-height: 1.4;
  word-break: keep-all;
`;

/**
 * Core's notice that the live prices on screen may not be current (`pricesStaleNotice` of the
 * lists' and the slip's views); nothing when there is none. A status, not an alert: it comes and
 * goes with the connection and must not take the reader's focus.
 */
export function StalePricesNotice({ notice, scope }: { readonly notice: string | null; readonly scope: 'list' | 'slip' }) {
  if (notice === null) return null;
  return (
    <Notice role="status" data-testid="prices-stale" data-scope={scope}>
      {notice}
    </Notice>
  );
}
