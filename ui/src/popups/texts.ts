import { POPUPS_MESSAGES } from '@bet/core/popups';

/** Labels of the site popups; the snooze label comes from core's configured policy. */
export const POPUP_TEXTS = {
  region: '사이트 팝업',
  popup: (index: number): string => `팝업 ${index}`,
  /** Mobile shows one popup at a time: which one of how many. */
  counter: (index: number, total: number): string => `${index} / ${total}`,
  close: POPUPS_MESSAGES.close,
} as const;
