import { styled } from 'styled-components';
import { color, mobileMedia } from './tokens.js';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 12px;
  background: ${color('overlay')};

  /* The screen dialogs open from the mobile footer; it stays visible so a second tap closes them. */
  ${mobileMedia} {
    bottom: ${({ theme }) => theme.layout.mobileFooterHeight}px;
  }
`;

export const DialogBox = styled.div<{ $width: string; $maxWidth: string; $minWidth: string }>`
  width: ${(p) => p.$width};
  max-width: ${(p) => p.$maxWidth};
  min-width: ${(p) => p.$minWidth};
  max-height: 90vh;
  display: flex;
  flex-direction: column;
  background: ${color('surface')};
  color: ${color('text')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  /* Focused only to hold focus inside (useFocusTrap): not a control, no ring. */
  &:focus {
    outline: none;
  }
`;

export const DialogHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  background: ${color('surfaceRaised')};
  border-bottom: 1px solid ${color('border')};
`;

export const DialogTitle = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 16px;
`;

export const CloseButton = styled.button`
  border: 0;
  background: transparent;
  color: ${color('textMuted')};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`;

export const DialogBody = styled.div`
  overflow-y: auto;
  padding: 12px;
`;
