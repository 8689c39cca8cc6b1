import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const AdminHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 20px;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};

  h1 {
    margin: 0;
    font-size: 18px;
    color: ${color('primary')};
  }
  ${mobileMedia} {
    padding: 10px 12px;
    gap: 10px;
  }
`;

export const Operator = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${color('textMuted')};
`;

export const AdminBody = styled.div`
  display: flex;
  gap: 20px;
  padding: 16px 20px;
  min-width: 0;

  ${mobileMedia} {
    flex-direction: column;
    gap: 12px;
    padding: 12px;
  }
`;

export const AdminNav = styled.nav`
  width: 180px;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-self: flex-start;
  padding: 8px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};

  a {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius};
    color: ${color('text')};
  }
  a[aria-current='page'] {
    background: ${color('surfaceRaised')};
    color: ${color('primary')};
    font-weight: 600;
  }

  ${mobileMedia} {
    width: 100%;
    box-sizing: border-box;
    flex-direction: row;
    flex-wrap: wrap;
    a {
      padding: 8px 10px;
    }
  }
`;

export const AdminContent = styled.main`
  flex: 1;
  min-width: 0;
`;
