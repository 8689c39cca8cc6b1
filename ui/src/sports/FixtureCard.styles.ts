import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  color: ${color('text')};
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${color('textMuted')};
  font-size: 12px;

  img {
    width: 18px;
    height: 12px;
    object-fit: cover;
  }
`;

export const Phase = styled.span`
  margin-left: auto;
  color: ${color('primary')};
`;

export const Teams = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 15px;
  font-weight: 700;
`;

export const Score = styled.span`
  color: ${color('primary')};
`;

export const MarketBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const MarketName = styled.h4`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 12px;
  font-weight: 400;
`;

export const OddsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;

  > * {
    flex: 1 1 30%;
  }
`;

export const MoreButton = styled.button`
  align-self: flex-start;
  border: 0;
  background: transparent;
  color: ${color('accent')};
  font-size: 12px;
  cursor: pointer;
`;
