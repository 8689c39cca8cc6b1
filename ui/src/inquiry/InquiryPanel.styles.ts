import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const SectionTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 15px;
  color: ${color('text')};
`;

export const RowTitle = styled.button`
  border: 0;
  padding: 0;
  background: transparent;
  color: ${color('text')};
  text-align: left;
  cursor: pointer;
`;

export const Thread = styled.td`
  && {
    padding: 12px 16px;
    text-align: left;
    background: ${color('background')};
    line-height: 1.6;
    word-break: break-word;
  }

  h4 {
    margin: 0 0 4px;
    font-size: 12px;
    color: ${color('textMuted')};
  }

  p,
  div + h4 {
    margin-top: 0;
  }

  img {
    max-width: 100%;
  }
`;

export const Question = styled.p`
  margin: 0 0 12px;
  white-space: pre-wrap;
`;

export const Answer = styled.div`
  padding: 8px 10px;
  border-left: 3px solid ${color('primary')};
  background: ${color('surfaceRaised')};
  margin-bottom: 8px;
`;
