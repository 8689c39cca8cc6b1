import { styled } from 'styled-components';

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const MemberInfo = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-right: 8px;
  font-size: 13px;
  white-space: nowrap;
  & strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The level badge and nickname: one button that opens the my page dialog. */
export const MyPageButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 6px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.border};
  }
`;
