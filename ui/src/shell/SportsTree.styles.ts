import { styled } from 'styled-components';

export const List = styled.ul<{ $depth: number }>`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ $depth }) => $depth * 10}px;
`;

export const Branch = styled.button<{ $open: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 6px 4px;
  border: 0;
  background: transparent;
  color: ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.text)};
  text-align: left;
  & img {
    width: 18px;
    height: 12px;
    object-fit: cover;
  }
  & span {
    flex: 1;
  }
`;

export const Count = styled.em`
  font-style: normal;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Empty = styled.p`
  margin: 4px 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
