import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
  margin: 0;

  div {
    padding: 8px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radius};
    background: ${color('surfaceRaised')};
    text-align: center;
  }

  dt {
    color: ${color('textMuted')};
    font-size: 12px;
  }

  dd {
    margin: 4px 0 0;
    font-weight: 700;
  }
`;

export const ModeTabs = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 4px;

  /* The three labels must fit a 425 px screen: they wrap instead of overflowing. */
  & > button {
    height: auto;
    min-height: 32px;
    padding: 4px 6px;
    white-space: normal;
    word-break: keep-all;
  }
`;

export const RateLine = styled.p`
  margin: 0;
  color: ${color('primary')};
  font-size: 13px;
`;

export const Receive = styled.p`
  margin: 0;
  text-align: right;
  font-size: 13px;
  color: ${color('text')};
`;

/** The withdrawal confirmation's warning figure: icon beside the text on desktop, above it on mobile. */
export const WarningFigure = styled.figure<{ $device: 'desktop' | 'mobile' }>`
  display: flex;
  flex-direction: ${(p) => (p.$device === 'mobile' ? 'column' : 'row')};
  align-items: center;
  gap: 10px;
  margin: 0 0 8px;
  color: ${color('danger')};
  text-align: ${(p) => (p.$device === 'mobile' ? 'center' : 'left')};

  span[aria-hidden] {
    font-size: ${(p) => (p.$device === 'mobile' ? '40px' : '32px')};
    line-height: 1;
  }

  figcaption {
    font-size: 13px;
    font-weight: 600;
  }
`;
