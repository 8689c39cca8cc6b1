import { styled } from 'styled-components';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.menu};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Drawer = styled.nav<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: ${({ theme }) => theme.z.menuDrawer};
  width: min(300px, 85vw);
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 14px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-${({ $side }) => ($side === 'left' ? 'right' : 'left')}: 1px solid ${({ theme }) => theme.colors.border};
`;

export const DrawerTitle = styled.h2`
  margin: 0;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.primary};
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  & a {
    display: block;
    padding: 10px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
