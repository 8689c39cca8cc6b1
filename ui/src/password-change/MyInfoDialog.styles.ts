import { styled } from 'styled-components';
import { Facts } from '../design-system/page.styles.js';

/** The member's id and nickname above the form, apart from it. */
export const MemberFacts = styled(Facts)`
  margin: 0 0 14px;
`;

/** The show-password switch: box and text on one line. */
export const ShowToggle = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  cursor: pointer;
`;
