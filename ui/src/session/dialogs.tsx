import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { MyPageDialog, SimpleMyPageDialog } from './MyPageDialogs.js';

import { SESSION_DIALOG_KINDS, type SessionDialogKind } from './dialog-kinds.js';

export { SESSION_DIALOG_KINDS, type SessionDialogKind };

export function sessionDialogs(): DialogRenderersOf<SessionDialogKind> {
  return {
    myPage: ({ close }) => <MyPageDialog onClose={close} />,
    simpleMyPage: ({ close }) => <SimpleMyPageDialog onClose={close} />,
  };
}
