import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** Held cash and points side by side; stacked on a phone. */
export const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Balance = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
  padding: 12px 14px;
  background: ${color('surfaceRaised')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};

  dt {
    color: ${color('textMuted')};
    font-size: 13px;
  }

  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    color: ${color('primary')};
    overflow-wrap: anywhere;
  }
`;

/** The amount field with its 'all' button, then the convert button; the button drops below on a phone. */
export const ConvertRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;

  ${mobileMedia} {
    flex-wrap: wrap;

    & > button[type='submit'] {
      width: 100%;
    }
  }
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  h3 {
    margin: 0;
    font-size: 15px;
    color: ${color('text')};
  }
`;
