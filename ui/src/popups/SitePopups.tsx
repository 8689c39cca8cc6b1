import { popupPlacement, type SitePopup } from '@bet/core/popups';
import { SafeHtml } from '../design-system/SafeHtml.js';
import {
  DEFAULT_POPUP_WIDTH,
  FooterButton,
  POPUP_EDGE_PX,
  POPUP_BOTTOM_MOBILE_PX,
  PopupBox,
  PopupContent,
  PopupCounter,
  PopupFooter,
  PopupLayer,
  PopupRow,
  PopupRowBox,
  type PopupPosition,
  type PopupRowInsets,
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

const EDGE = `${POPUP_EDGE_PX}px`;
/** The back office's size, never wider than the room there is. */
const fitWidth = (popup: SitePopup, device: 'desktop' | 'mobile', room: string): string =>
  `min(${popupPlacement(popup, device).size ?? DEFAULT_POPUP_WIDTH}, ${room})`;
/** An offset of the back office, kept between the screen's edge and a third of the width. */
const insetOf = (offset: string | null): string => (offset === null ? EDGE : `clamp(${EDGE}, ${offset}, 33%)`);

/**
 * Desktop arrangement: popups the back office anchored on the right (a right offset and no left
 * one) form the right group; all others the left group, in the server's order. The first popup
 * of each group gives where its group starts (its left or right offset); the others follow it in
 * the row with a gap, so no popup can overlap another.
 */
export function popupRowArrangement(popups: readonly SitePopup[]): {
  readonly order: readonly SitePopup[];
  readonly firstRight: number | null;
  readonly insets: PopupRowInsets;
} {
  const rightAnchored = (p: SitePopup): boolean => {
    const placed = popupPlacement(p, 'desktop');
    return placed.left === null && placed.right !== null;
  };
  const left = popups.filter((p) => !rightAnchored(p));
  const right = popups.filter(rightAnchored);
  const firstLeft = left[0];
  const firstRight = right[0];
  return {
    order: [...left, ...right],
    firstRight: firstRight ? firstRight.id : null,
    insets: {
      left: insetOf(firstLeft ? popupPlacement(firstLeft, 'desktop').left : null),
      right: insetOf(firstRight ? popupPlacement(firstRight, 'desktop').right : null),
    },
  };
}

/**
 * Mobile: where the one popup shown sits: the mobile offsets, clamped so the whole popup (and
 * its buttons) stays on screen even when an offset meant for a wide screen meets a narrow one.
 */
export function popupPosition(popup: SitePopup): PopupPosition {
  const placed = popupPlacement(popup, 'mobile');
  const width = fitWidth(popup, 'mobile', `100vw - ${2 * POPUP_EDGE_PX}px`);
  const onScreen = (offset: string): string => `clamp(${EDGE}, ${offset}, 100vw - ${width} - ${EDGE})`;
  const left = placed.left ?? (placed.right === null ? `calc((100vw - ${width}) / 2)` : null);
  return {
    left: left === null ? null : onScreen(left),
    right: left !== null || placed.right === null ? null : onScreen(placed.right),
    width,
    bottom: `${POPUP_BOTTOM_MOBILE_PX}px`,
  };
}

function PopupBody({
  popup,
  snoozeLabel,
  onSnooze,
  onClose,
  counter,
}: { readonly popup: SitePopup; readonly counter?: string } & Pick<SitePopupsProps, 'snoozeLabel' | 'onSnooze' | 'onClose'>) {
  const link = safePopupLink(popup.link);
  const body = <SafeHtml html={popup.contents} />;
  return (
    <>
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
        {counter ? <PopupCounter data-testid="site-popup-counter">{counter}</PopupCounter> : null}
        <FooterButton type="button" data-testid="site-popup-close" onClick={() => onClose(popup.id)}>
          {T.close}
        </FooterButton>
      </PopupFooter>
    </>
  );
}

/**
 * The top page's popup set (spec 2, 3), its HTML sanitised, a link (when safe) around the
 * content, and the snooze and close buttons. Desktop shows them side by side (never overlapping);
 * mobile shows one at a time: closing it shows the next.
 */
export function SitePopups({ popups, device, ...actions }: SitePopupsProps) {
  if (popups.length === 0) return null;
  if (device === 'mobile') {
    const [first] = popups;
    if (!first) return null;
    return (
      <PopupLayer aria-label={T.region} data-testid="site-popups">
        <PopupBox $position={popupPosition(first)} aria-label={T.popup(1)} data-testid="site-popup" data-popup-id={first.id}>
          <PopupBody popup={first} counter={popups.length > 1 ? T.counter(1, popups.length) : undefined} {...actions} />
        </PopupBox>
      </PopupLayer>
    );
  }
  const { order, firstRight, insets } = popupRowArrangement(popups);
  return (
    <PopupLayer aria-label={T.region} data-testid="site-popups">
      <PopupRow $insets={insets}>
        {order.map((popup, index) => (
          <PopupRowBox
            key={popup.id}
            $width={fitWidth(popup, 'desktop', '100%')}
            $pushRight={popup.id === firstRight}
            aria-label={T.popup(index + 1)}
            data-testid="site-popup"
            data-popup-id={popup.id}
          >
            <PopupBody popup={popup} {...actions} />
          </PopupRowBox>
        ))}
      </PopupRow>
    </PopupLayer>
  );
}
