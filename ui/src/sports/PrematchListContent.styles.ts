import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  color: ${color('text')};
`;

export const Title = styled.h2`
  margin: 0;
  color: ${color('primary')};
  font-size: 20px;
`;

export const FilterBar = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const LinkButton = styled.button`
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  padding: 4px 10px;
  background: transparent;
  color: ${color('text')};
  cursor: pointer;
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: 10px;
`;

export const RowTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th {
    padding: 8px 4px;
    background: ${color('surfaceRaised')};
    color: ${color('textMuted')};
    font-size: 12px;
    font-weight: 400;
  }
`;

export const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 24px 0;
  color: ${(p) => (p.$error ? p.theme.colors.danger : p.theme.colors.textMuted)};
  text-align: center;
`;
