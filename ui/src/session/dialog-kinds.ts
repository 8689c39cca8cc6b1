/**
 * Spec 2: the my page and simple my page dialogs (the desktop header's and the mobile header's level and nickname).
 * Apart from the bodies (dialogs.tsx) so the app can name the kinds without loading the bodies,
 * which come with their own chunk.
 */
export const SESSION_DIALOG_KINDS = ['myPage', 'simpleMyPage'] as const;
export type SessionDialogKind = (typeof SESSION_DIALOG_KINDS)[number];
