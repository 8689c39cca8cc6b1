import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

/** The tether deposit link: a plain underlined link in the accent colour (readable on the dialog's surface). */
export const DepositLink = styled.a`
  align-self: flex-start;
  color: ${color('accent')};
  font-size: 14px;
  text-decoration: underline;
`;
