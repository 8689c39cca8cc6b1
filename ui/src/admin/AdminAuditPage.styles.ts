import { styled } from 'styled-components';

/** A recorded value (JSON) in a cell: small, wrapped, never widening the table. */
export const AuditCode = styled.code`
  display: block;
  max-width: 320px;
  font-size: 11px;
  white-space: pre-wrap;
  word-break: break-all;
`;
