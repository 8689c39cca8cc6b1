import { styled } from 'styled-components';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: ${({ theme }) => theme.layout.mobileHeaderHeight}px;
  padding: 6px 10px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const IconButton = styled.button`
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 18px;
`;

export const Center = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  font-size: 12px;
  line-height: 1.4;
`;

export const Balances = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
  & strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const SmallButton = styled.button`
  padding: 2px 8px;
  border-radius: 4px;
  border: 0;
  background: ${({ theme }) => theme.colors.accentStrong};
  color: #fff;
  font-size: 12px;
`;

/** A visitor's login, join and tether join: compact, so all three fit beside the menu at 425 px. */
export const VisitorButtons = styled.div`
  display: flex;
  gap: 4px;
  flex-shrink: 0;
  & > button {
    padding: 0 8px;
    font-size: 12px;
    white-space: nowrap;
  }
`;

/** The operator's logo for a visitor (a member's header shows level, nickname and balances there). */
export const MobileLogo = styled.img`
  display: block;
  height: 30px;
  width: auto;
  max-width: 140px;
`;

/** The member's level image, level and nickname: one button that opens the simple my page. */
export const MemberButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 4px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
