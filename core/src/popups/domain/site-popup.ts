/** A CSS length as the server sends it: a number of pixels or a length text ('40px', '50%'). */
export type PopupCssLength = number | string;

/** A site popup (GET /boardPopup). `contents` is server HTML: the ui sanitises it. */
export interface SitePopup {
  readonly id: number;
  /** 0 active; any other value is switched off by the back office. */
  readonly popupStatus: number;
  readonly popupFlg?: number | null;
  readonly contents: string;
  readonly link?: string | null;
  readonly popupSize?: PopupCssLength | null;
  /** Desktop offsets. */
  readonly pcLeftLocation?: PopupCssLength | null;
  readonly pcRightLocation?: PopupCssLength | null;
  /** Mobile offsets. */
  readonly popupLeftLocation?: PopupCssLength | null;
  readonly popupRightLocation?: PopupCssLength | null;
  /** Kept for the server shape; the snooze expiry lives in the KeyValueStore, not here. */
  readonly notShowingexpireTime?: PopupCssLength | null;
}

export const POPUP_STATUS_ACTIVE = 0;

export const isPopupActive = (p: SitePopup): boolean => p.popupStatus === POPUP_STATUS_ACTIVE;

/** CSS values for the ui; null means "not given" (the ui uses its own default). */
export interface PopupPlacement {
  readonly left: string | null;
  readonly right: string | null;
  readonly size: string | null;
}

/**
 * A server length as a safe CSS value: numbers (and digit-only text) are pixels; text keeps its
 * unit when it is a plain length (px, %, em, rem, vw, vh). Anything else is dropped, so a value
 * such as 'expression(...)' never reaches a style attribute.
 */
export function popupCssLength(v: PopupCssLength | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? `${v}px` : null;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*(px|%|em|rem|vw|vh)?\s*$/i.exec(v);
  if (!m) return null;
  return `${m[1]}${(m[2] ?? 'px').toLowerCase()}`;
}

/** Where the popup sits: the desktop or the mobile pair of offsets, and its size. */
export function popupPlacement(p: SitePopup, device: 'desktop' | 'mobile'): PopupPlacement {
  const [left, right] = device === 'desktop' ? [p.pcLeftLocation, p.pcRightLocation] : [p.popupLeftLocation, p.popupRightLocation];
  return { left: popupCssLength(left), right: popupCssLength(right), size: popupCssLength(p.popupSize) };
}
