import { styled } from 'styled-components';

export const Overlay = styled.div<{ $layer: 'dialog' | 'alert' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.z[$layer]};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Panel = styled.section<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100% - 24px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.5);
  /* Focused only to hold focus inside (useFocusTrap): not a control, no ring. */
  &:focus {
    outline: none;
  }
`;

export const TitleBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  color: ${({ theme }) => theme.colors.primary};
`;

export const CloseButton = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 20px;
  line-height: 1;
`;

export const Body = styled.div`
  padding: 16px;
  overflow-y: auto;
`;

export const Actions = styled.footer`
  display: flex;
  justify-content: center;
  gap: 8px;
  padding: 0 16px 16px;
`;
