import {
  boardsDialogs,
  sessionDialogs,
  type BoardsDialogDeps,
  type BoardsDialogKind,
  type DialogRenderersOf,
  type SessionDialogKind,
} from '@bet/ui';

/**
 * The notice, rules and events dialogs and the two my page dialogs (spec 2): their bodies load
 * with this chunk the first time one opens (app-services.ts), not with the first visit's script.
 */
export const boardsDialogsOf = (deps: BoardsDialogDeps): DialogRenderersOf<BoardsDialogKind> => boardsDialogs(deps);
export const sessionDialogsOf = (): DialogRenderersOf<SessionDialogKind> => sessionDialogs();
