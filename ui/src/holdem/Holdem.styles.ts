import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const HoldemCards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${mobileMedia} {
    grid-template-columns: 1fr;
  }
`;

export const HoldemCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  min-width: 0;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  & h3 {
    margin: 0;
    font-size: 20px;
    color: ${color('primary')};
  }
  & p {
    margin: 0;
    color: ${color('textMuted')};
  }
`;

export const MaintenanceBadge = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 10px;
  background: ${color('surfaceRaised')};
  color: ${color('textMuted')};
  font-size: 12px;
  font-weight: 600;
`;
