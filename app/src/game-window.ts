import type { GameWindowPort } from '@bet/core/casino';

/**
 * Game windows on window.open (spec 2: casino and slot games open in a new window). The window
 * is opened empty during the member's click, or the browser's popup blocker would stop it once
 * the launch call has answered; the game page gets no handle on the site (opener cleared).
 */
export const browserGameWindows: GameWindowPort = {
  open() {
    const opened = window.open('about:blank', '_blank');
    if (!opened) return null;
    opened.opener = null;
    return {
      show: (url) => {
        opened.location.href = new URL(url, window.location.href).href;
      },
      close: () => opened.close(),
    };
  },
};
