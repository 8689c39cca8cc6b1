import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

/** Default width when the back office gives no popupSize. */
export const DEFAULT_POPUP_WIDTH = '400px';
/**
 * The popups sit at the bottom of the window (desktop: above its lower edge; mobile: above the
 * 80 px footer) and never reach higher than these lines, so the top page's header, scrolling
 * notice and jackpot counter stay uncovered when the page opens (issue 29; the browser test
 * measures it at 425 and 1920 px). A taller popup scrolls inside.
 */
export const POPUP_CLEAR_TOP_PX = 440;
export const POPUP_CLEAR_TOP_MOBILE_PX = 330;
/** Space between the window's lower edge (mobile: the footer) and the popups. */
export const POPUP_BOTTOM_PX = 16;
/** Mobile: above the 80 px footer (spec 9). */
export const POPUP_BOTTOM_MOBILE_PX = 88;
/** Space between two popups side by side on desktop. */
export const POPUP_GAP_PX = 16;
/** Space kept between a popup and the screen's edge. */
export const POPUP_EDGE_PX = 8;

/** The popups float over the page's content, under the open mobile menu, dialogs and alerts. */
export const PopupLayer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.popup};
  pointer-events: none;
`;

/** Desktop row: its paddings come from the back office's offsets (see `popupRowInsets`). */
export interface PopupRowInsets {
  readonly left: string;
  readonly right: string;
}

/**
 * Desktop: the popups side by side in one wrapping row, so none can overlap another whatever
 * offsets and sizes the back office gave (a flex row places each after the previous one).
 */
export const PopupRow = styled.div.attrs<{ $insets: PopupRowInsets }>(({ $insets }) => ({
  style: { paddingLeft: $insets.left, paddingRight: $insets.right },
}))<{ $insets: PopupRowInsets }>`
  position: absolute;
  bottom: ${POPUP_BOTTOM_PX}px;
  left: 0;
  right: 0;
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: flex-end;
  gap: ${POPUP_GAP_PX}px;
`;

export interface PopupPosition {
  readonly left: string | null;
  readonly right: string | null;
  readonly width: string;
  /** Distance from the window's lower edge. */
  readonly bottom: string;
}

const Box = styled.section`
  max-height: calc(100vh - ${POPUP_CLEAR_TOP_PX + POPUP_BOTTOM_PX}px);
  display: flex;
  flex-direction: column;
  pointer-events: auto;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.5);
  overflow: hidden;
`;

/** A desktop popup in the row; a right-anchored group starts with `$pushRight` (margin-left: auto). */
export const PopupRowBox = styled(Box).attrs<{ $width: string; $pushRight: boolean }>(({ $width, $pushRight }) => ({
  style: { width: $width, ...($pushRight ? { marginLeft: 'auto' } : {}) },
}))<{ $width: string; $pushRight: boolean }>`
  flex: 0 0 auto;
`;

/** The one mobile popup, placed by the mobile offsets and clamped to stay on screen. */
export const PopupBox = styled(Box).attrs<{ $position: PopupPosition }>(({ $position }) => ({
  // Offsets come from core's popupPlacement, which lets only plain CSS lengths through.
  style: {
    bottom: $position.bottom,
    width: $position.width,
    ...($position.left === null ? {} : { left: $position.left }),
    ...($position.right === null ? {} : { right: $position.right }),
  },
}))<{ $position: PopupPosition }>`
  position: absolute;
  max-height: calc(100vh - ${POPUP_CLEAR_TOP_MOBILE_PX + POPUP_BOTTOM_MOBILE_PX}px);
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
  align-items: center;
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

/** Mobile: "1 / 3" when more popups wait behind the one shown. */
export const PopupCounter = styled.span`
  color: ${color('textMuted')};
  font-size: 12px;
`;
