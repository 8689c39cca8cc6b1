import { popupPlacement, type SitePopup } from '@bet/core';
import { SafeHtml } from '../../shared/SafeHtml.js';
import {
  DEFAULT_POPUP_WIDTH, FooterButton, POPUP_CASCADE_PX, POPUP_EDGE_PX, POPUP_TOP_PX, PopupBox, PopupContent, PopupFooter, PopupLayer, type PopupPosition,
} from './SitePopups.styles.js';
import { POPUP_TEXTS as T } from './texts.js';

export interface SitePopupsProps {
  readonly popups: readonly SitePopup[];
  /** Which pair of offsets core picks (pcLeft/pcRight or popupLeft/popupRight). */
  readonly device: 'desktop' | 'mobile';
  /** The snooze button's label from core's policy ('오늘 하루 열지 않기' by default). */
  readonly snoozeLabel: string;
  readonly onSnooze: (id: number) => void;
  readonly onClose: (id: number) => void;
}

/** Only links that stay on the web: http(s) or a path of this site. Anything else is dropped. */
export function safePopupLink(link: string | null | undefined): string | null {
  const text = link?.trim() ?? '';
  if (/^https?:\/\//i.test(text)) return text;
  if (/^\/(?!\/)/.test(text)) return text;
  return null;
}

/**
 * Where a popup sits: the back office's offset, clamped so the whole popup (and its buttons)
 * stays on screen even when an offset meant for a wide screen meets a narrow one.
 */
export function popupPosition(popup: SitePopup, device: 'desktop' | 'mobile', index: number): PopupPosition {
  const placed = popupPlacement(popup, device);
  const cascade = index * POPUP_CASCADE_PX;
  const edge = `${POPUP_EDGE_PX}px`;
  const width = `min(${placed.size ?? DEFAULT_POPUP_WIDTH}, 100vw - ${2 * POPUP_EDGE_PX}px)`;
  const onScreen = (offset: string): string => `clamp(${edge}, ${offset}, 100vw - ${width} - ${edge})`;
  const unplaced = placed.left === null && placed.right === null;
  const left = unplaced ? `${POPUP_EDGE_PX + cascade}px` : placed.left;
  return {
    left: left === null ? null : onScreen(left),
    right: left !== null || placed.right === null ? null : onScreen(placed.right),
    width,
    top: `${POPUP_TOP_PX + cascade}px`,
  };
}

/**
 * The top page's popup set (spec 2, 3): each active popup where the back office placed it, its
 * HTML sanitised, a link (when safe) around the content, and the snooze and close buttons.
 */
export function SitePopups({ popups, device, snoozeLabel, onSnooze, onClose }: SitePopupsProps) {
  if (popups.length === 0) return null;
  return (
    <PopupLayer aria-label={T.region} data-testid="site-popups">
      {popups.map((popup, index) => {
        const link = safePopupLink(popup.link);
        const body = <SafeHtml html={popup.contents} />;
        return (
          <PopupBox key={popup.id} $position={popupPosition(popup, device, index)} aria-label={T.popup(index + 1)} data-testid="site-popup" data-popup-id={popup.id}>
            <PopupContent>
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                body
              )}
            </PopupContent>
            <PopupFooter>
              <FooterButton type="button" data-testid="site-popup-snooze" onClick={() => onSnooze(popup.id)}>
                {snoozeLabel}
              </FooterButton>
              <FooterButton type="button" data-testid="site-popup-close" onClick={() => onClose(popup.id)}>
                {T.close}
              </FooterButton>
            </PopupFooter>
          </PopupBox>
        );
      })}
    </PopupLayer>
  );
}
