import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { MyPageDialog, SimpleMyPageDialog } from './MyPageDialogs.js';

/**
 * Spec 2: the my page and simple my page dialogs (the desktop header's and the mobile header's
 * level and nickname). Both draw the session the shell already holds: no deps.
 */
export const SESSION_DIALOG_KINDS = ['myPage', 'simpleMyPage'] as const;
export type SessionDialogKind = (typeof SESSION_DIALOG_KINDS)[number];

export function sessionDialogs(): DialogRenderersOf<SessionDialogKind> {
  return {
    myPage: ({ close }) => <MyPageDialog onClose={close} />,
    simpleMyPage: ({ close }) => <SimpleMyPageDialog onClose={close} />,
  };
}
