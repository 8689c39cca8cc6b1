/**
 * Spec 2: the notice, betting-rules and events dialogs (the pages /notice, /rules, /events stay).
 * Apart from the bodies (dialogs.tsx) so the app can name the kinds without loading the bodies,
 * which come with their own chunk.
 */
export const BOARDS_DIALOG_KINDS = ['notice', 'rules', 'events'] as const;
export type BoardsDialogKind = (typeof BOARDS_DIALOG_KINDS)[number];
