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
