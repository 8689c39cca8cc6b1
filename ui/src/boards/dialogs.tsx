import type { BoardsTab } from '@bet/core/boards';
import type { DialogRender, DialogRenderersOf } from '../design-system/dialog-renderers.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Scoped, type DisposableViewModel } from '../design-system/use-scoped-view-model.js';
import { BoardDialog } from './BoardDialog.js';
import type { BoardsScreenModel } from './BoardPage.js';

import { BOARDS_DIALOG_KINDS, type BoardsDialogKind } from './dialog-kinds.js';

export { BOARDS_DIALOG_KINDS, type BoardsDialogKind };

export interface BoardsDialogDeps {
  /** A fresh boards view model per opening, disposed when the dialog closes. */
  readonly createBoards: () => BoardsScreenModel & DisposableViewModel;
  readonly onAlert: ScreenAlert;
}

export function boardsDialogs(d: BoardsDialogDeps): DialogRenderersOf<BoardsDialogKind> {
  const board =
    (tab: BoardsTab): DialogRender =>
    ({ close }) => (
      <Scoped create={d.createBoards}>{(vm) => <BoardDialog viewModel={vm} initialTab={tab} onAlert={d.onAlert} onClose={close} />}</Scoped>
    );
  return { notice: board('notice'), rules: board('rule'), events: board('event') };
}
