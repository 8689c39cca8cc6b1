import { styled } from 'styled-components';
import { TableBox } from './admin.styles.js';

/** A market's title line: name, state badge, exposure summary and the suspend button (wraps on a phone). */
export const MarketHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 10px 0 6px;

  & > button {
    margin-left: auto;
  }
`;

/** A market's outcomes: fixed columns, so every market of the fixture lines up. */
export const OddsTableBox = styled(TableBox)`
  table {
    table-layout: fixed;
  }
`;
