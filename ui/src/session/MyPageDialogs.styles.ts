import { styled } from 'styled-components';

/** The simple my page's level image and nickname. */
export const SimpleHead = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 12px;
  font-size: 15px;
`;

/** Its buttons: two columns, each as wide as the column. */
export const SimpleActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-top: 16px;
`;
