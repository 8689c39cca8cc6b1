import { POPUPS_MESSAGES } from '@bet/core';

/** Labels of the site popups; the snooze label comes from core's configured policy. */
export const POPUP_TEXTS = {
  region: '사이트 팝업',
  popup: (index: number): string => `팝업 ${index}`,
  close: POPUPS_MESSAGES.close,
} as const;
