/** Shows a message in the shell's alert dialog (title 알림 메세지, OK closes). */
export type ScreenAlert = (message: string) => void;

/** Asks in the shell's confirm dialog; exactly one of `accept` and `cancel` runs. */
export type ScreenConfirm = (message: string, accept: () => void, cancel: () => void) => void;
