import { useEffect, useState } from 'react';
import type { BoardsTab } from '@bet/core/boards';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { BoardBody, type BoardsScreenModel } from './BoardPage.js';
import { BoardShortcutsNav, boardLabel } from './BoardShortcuts.js';

export interface BoardDialogProps {
  readonly viewModel: BoardsScreenModel;
  /** The board the dialog opens on (its kind: notice, rules or events). */
  readonly initialTab: BoardsTab;
  readonly onAlert: ScreenAlert;
  readonly onClose: () => void;
}

/**
 * The notice, betting-rules and events dialogs (spec 2): the pages' board (list and content,
 * inline on mobile) in the screen-dialog frame; its shortcuts switch the board in place.
 */
export function BoardDialog({ viewModel, initialTab, onAlert, onClose }: BoardDialogProps) {
  const [tab, setTab] = useState(initialTab);
  const view = useAlertingView(viewModel, onAlert);
  useEffect(() => {
    viewModel.showTab(tab);
  }, [viewModel, tab]);
  return (
    <ScreenDialog title={boardLabel(tab)} onClose={onClose} width="960px" testId="board-dialog">
      <BoardShortcutsNav current={tab} onSelect={setTab} />
      {view && view.tab === tab ? <BoardBody view={view} tab={tab} viewModel={viewModel} /> : null}
    </ScreenDialog>
  );
}
