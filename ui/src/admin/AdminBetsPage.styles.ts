import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

/** A checkbox and its text in a toolbar. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  font-size: 13px;
  color: ${color('text')};
  cursor: pointer;
`;
