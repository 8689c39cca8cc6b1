import { styled } from 'styled-components';

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
