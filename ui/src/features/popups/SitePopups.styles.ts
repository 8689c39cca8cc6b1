import { styled } from 'styled-components';
import { color } from '../../screens/common/tokens.js';

/** Default width when the back office gives no popupSize. */
export const DEFAULT_POPUP_WIDTH = '400px';
/** Where a popup sits when the back office gives no offset: a cascade from the top left. */
export const POPUP_TOP_PX = 120;
export const POPUP_CASCADE_PX = 30;
/** Space kept between a popup and the screen's edge. */
export const POPUP_EDGE_PX = 8;

/** The popups float over the page's content, under the dialogs and alerts. */
export const PopupLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.menu + 5};
  pointer-events: none;
`;

export interface PopupPosition {
  readonly left: string | null;
  readonly right: string | null;
  readonly width: string;
  readonly top: string;
}

export const PopupBox = styled.section.attrs<{ $position: PopupPosition }>(({ $position }) => ({
  // Offsets come from core's popupPlacement, which lets only plain CSS lengths through.
  style: {
    top: $position.top,
    width: $position.width,
    ...($position.left === null ? {} : { left: $position.left }),
    ...($position.right === null ? {} : { right: $position.right }),
  },
}))<{ $position: PopupPosition }>`
  position: absolute;
  max-height: calc(100vh - 160px);
  display: flex;
  flex-direction: column;
  pointer-events: auto;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.5);
  overflow: hidden;
`;

export const PopupContent = styled.div`
  overflow-y: auto;
  padding: 12px;
  color: ${color('text')};
  line-height: 1.5;

  img {
    display: block;
    max-width: 100%;
    height: auto;
  }

  a {
    color: inherit;
  }
`;

export const PopupFooter = styled.footer`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 10px;
  background: ${color('surfaceRaised')};
  border-top: 1px solid ${color('border')};
  font-size: 13px;
`;

export const FooterButton = styled.button`
  border: 0;
  background: transparent;
  color: ${color('text')};
  cursor: pointer;
`;
