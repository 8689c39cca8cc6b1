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

export const Slips = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

export const Message = styled.p`
  margin: 0;
  padding: 32px 0;
  color: ${color('textMuted')};
  text-align: center;
`;
