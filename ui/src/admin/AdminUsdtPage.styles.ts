import { styled } from 'styled-components';
import { Input } from '../design-system/form.styles.js';

/** A chain address: 34-42 characters without a break point, so it may break anywhere (the table fits a phone). */
export const Address = styled.span`
  display: inline-block;
  max-width: 220px;
  overflow-wrap: anywhere;
  word-break: break-all;
  font-family: ui-monospace, monospace;
  font-size: 12px;
`;

/** The received amount of a waiting deposit, beside its requested amount. */
export const ReceivedInput = styled(Input)`
  display: block;
  width: 100%;
  max-width: 140px;
  margin: 4px auto 0;
`;

export const Muted = styled.span`
  display: block;
  font-size: 12px;
  opacity: 0.75;
`;
