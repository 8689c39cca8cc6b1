import type { KeyValueStore } from '../../shared/ports/key-value-store.js';
import { POPUPS_MESSAGES } from './popups.messages.js';
import { isPopupActive, type SitePopup } from './site-popup.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type PopupSnoozePolicyName = 'doNotOpenToday' | 'twelveHours' | 'currentSession';

/**
 * How long a popup stays hidden after the member asks not to see it. The spec names three
 * variants: 'do not open today' (one day, counted from the click, not to midnight), a 12-hour
 * variant and a 5-minute one for the current session.
 */
export interface PopupSnoozePolicy {
  readonly name: PopupSnoozePolicyName;
  readonly durationMs: number;
  readonly label: string;
}

export const POPUP_SNOOZE_POLICIES: Readonly<Record<PopupSnoozePolicyName, PopupSnoozePolicy>> = {
  doNotOpenToday: { name: 'doNotOpenToday', durationMs: 24 * HOUR_MS, label: POPUPS_MESSAGES.doNotOpenToday },
  twelveHours: { name: 'twelveHours', durationMs: 12 * HOUR_MS, label: POPUPS_MESSAGES.twelveHours },
  currentSession: { name: 'currentSession', durationMs: 5 * MINUTE_MS, label: POPUPS_MESSAGES.currentSession },
};

export const DEFAULT_POPUP_SNOOZE_POLICY: PopupSnoozePolicy = POPUP_SNOOZE_POLICIES.doNotOpenToday;

export const popupSnoozeKey = (popupId: number): string => `popup.snooze.${popupId}`;

/** Hides a popup until now + the policy's duration; returns that expiry (epoch ms). */
export function snoozePopup(store: KeyValueStore, popupId: number, policy: PopupSnoozePolicy, now: number): number {
  const expiry = now + policy.durationMs;
  store.set(popupSnoozeKey(popupId), String(expiry));
  return expiry;
}

/** The stored expiry, or null when none is stored or the stored text is not a time. */
export function popupSnoozeExpiry(store: KeyValueStore, popupId: number): number | null {
  const text = store.get(popupSnoozeKey(popupId));
  if (text === null || !/^\d+$/.test(text)) return null;
  return Number(text);
}

/** True while the snooze runs (expiry strictly after now). Reads only: never writes the store. */
export function isPopupSnoozed(store: KeyValueStore, popupId: number, now: number): boolean {
  const expiry = popupSnoozeExpiry(store, popupId);
  return expiry !== null && expiry > now;
}

/** Removes expired or unreadable snooze entries of the given popups, so storage does not grow. */
export function forgetExpiredPopupSnoozes(store: KeyValueStore, popupIds: readonly number[], now: number): void {
  for (const id of popupIds) {
    if (store.get(popupSnoozeKey(id)) !== null && !isPopupSnoozed(store, id, now)) store.remove(popupSnoozeKey(id));
  }
}

/**
 * Popups to show: active and not snoozed. None at all while the bet slip has a game path set
 * (the member is busy betting); pass null or '' when no game path is set.
 */
export function visiblePopups(
  popups: readonly SitePopup[],
  store: KeyValueStore,
  now: number,
  slipGamePath: string | null | undefined,
): readonly SitePopup[] {
  if (slipGamePath) return [];
  return popups.filter((p) => isPopupActive(p) && !isPopupSnoozed(store, p.id, now));
}
