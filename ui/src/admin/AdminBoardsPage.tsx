import type { AdminBannersViewModel, AdminBoardsViewModel, AdminBoardsView } from '@bet/core/admin-desk';
import { AdminBannersPanel } from './AdminBannersPanel.js';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { FieldMessage, Input, LabelField, TextArea } from '../design-system/form.styles.js';
import { Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { SafeHtml } from '../design-system/SafeHtml.js';
import { Hint, NarrowPanel, PopupRow, RowActions, Screen, ScreenTitle, TableBox } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { DeskTabs } from './DeskTabs.js';
import { EditorActions } from './EditorActions.js';
import { useDeskView } from './use-desk-messages.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = ADMIN_TEXTS.boards;
const C = ADMIN_TEXTS.common;

export interface AdminBoardsPageProps {
  readonly viewModel: AdminBoardsViewModel;
  /** The top page's banners (their own view model: their own list and editor). */
  readonly banners?: AdminBannersViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /admin/boards: notices, rules, events and board posts (write, edit, delete), the popups (open, close) and the top page's banners. */
export function AdminBoardsPage({ viewModel: vm, banners, onAlert, onConfirm }: AdminBoardsPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-boards">
      <ScreenTitle>{T.title}</ScreenTitle>
      <DeskTabs
        tabs={T.kinds.map((k) => ({ key: k.board, label: k.label }))}
        selected={view.board}
        onSelect={(board) => vm.setBoard(board)}
      />
      <TableBox>
        <Table aria-label={T.title}>
          <tbody>
            {view.posts.map((p) => (
              <tr key={p.id} data-testid="admin-post">
                <td className="text">{p.title}</td>
                <td>{p.createdAt ?? ''}</td>
                <td>
                  <RowActions>
                    <SmallButton type="button" onClick={() => vm.editPost(p.id)}>
                      {C.edit}
                    </SmallButton>
                    <SmallButton type="button" $danger onClick={() => vm.deletePost(p.id)}>
                      {C.delete}
                    </SmallButton>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {view.posts.length === 0 ? <Empty>{view.loading ? C.loading : C.empty}</Empty> : null}
      </TableBox>
      <PostEditorPanel view={view} vm={vm} />
      <PopupsPanel view={view} vm={vm} />
      {banners ? <AdminBannersPanel viewModel={banners} onAlert={onAlert} onConfirm={onConfirm} /> : null}
    </Screen>
  );
}

type Part = { readonly view: AdminBoardsView; readonly vm: AdminBoardsViewModel };

function PostEditorPanel({ view, vm }: Part) {
  const editor = view.editor;
  const heading = editor.id === null ? T.writing : T.editing;
  return (
    <NarrowPanel as="form" aria-label={heading} onSubmit={submitHandler(() => vm.savePost())}>
      <h3>{heading}</h3>
      <LabelField>
        {T.subject}
        <Input value={editor.title} maxLength={200} onChange={(e) => vm.setPostTitle(e.target.value)} />
      </LabelField>
      <LabelField>
        {T.contents}
        <TextArea value={editor.contents} onChange={(e) => vm.setPostContents(e.target.value)} />
      </LabelField>
      <EditorActions error={editor.error} editing={editor.id !== null} newLabel={T.newPost} onNew={() => vm.newPost()} />
    </NarrowPanel>
  );
}

function PopupsPanel({ view, vm }: Part) {
  const editor = view.popupEditor;
  return (
    <NarrowPanel aria-label={T.popupsTitle}>
      <h3>{T.popupsTitle}</h3>
      {view.popups.length === 0 ? <Empty>{C.empty}</Empty> : null}
      {view.popups.map((p) => (
        <PopupRow key={p.id} data-testid="admin-popup">
          <SafeHtml html={p.contents} />
          <Hint>{p.link ?? T.noLink}</Hint>
          <SmallButton type="button" $danger onClick={() => vm.deletePopup(p.id)}>
            {T.closePopup}
          </SmallButton>
        </PopupRow>
      ))}
      <form onSubmit={submitHandler(() => vm.savePopup())}>
        <LabelField>
          {T.popupContents}
          <TextArea value={editor.contents} onChange={(e) => vm.setPopupContents(e.target.value)} />
        </LabelField>
        <LabelField>
          {T.popupLink}
          <Input value={editor.link} maxLength={500} onChange={(e) => vm.setPopupLink(e.target.value)} />
        </LabelField>
        {editor.error ? <FieldMessage role="alert">{editor.error}</FieldMessage> : null}
        <div>
          <SmallButton type="submit" $active>
            {T.openPopup}
          </SmallButton>
        </div>
      </form>
    </NarrowPanel>
  );
}
