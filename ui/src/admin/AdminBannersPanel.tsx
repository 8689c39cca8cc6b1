import {
  BANNER_CAPTION_MAX,
  BANNER_IMAGE_URL_MAX,
  BANNER_LINK_PATHS,
  BANNER_TITLE_MAX,
  BANNER_TONES,
  type BannerLinkPath,
  type BannerTone,
} from '@bet/core/boards';
import type { AdminBannersViewModel } from '@bet/core/admin-desk';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { Input, LabelField, Select } from '../design-system/form.styles.js';
import { Empty, SmallButton } from '../design-system/parts.styles.js';
import { Hint, NarrowPanel, PopupRow, RowActions } from './admin.styles.js';
import { ADMIN_BANNER_TEXTS } from './banner-texts.js';
import { ADMIN_TEXTS } from './texts.js';
import { EditorActions } from './EditorActions.js';
import { useDeskView } from './use-desk-messages.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = ADMIN_BANNER_TEXTS;
const C = ADMIN_TEXTS.common;
const pageLabel = (path: BannerLinkPath): string => T.linkLabels[path];

/** /admin/boards: the top page's banners in their order (write, edit, delete, move up or down). */
export function AdminBannersPanel({
  viewModel: vm,
  onAlert,
  onConfirm,
}: {
  readonly viewModel: AdminBannersViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  const editor = view.editor;
  const heading = editor.id === null ? T.writing : T.editing;
  const last = view.banners.length - 1;
  return (
    <NarrowPanel aria-label={T.title} data-testid="admin-banners">
      <h3>{T.title}</h3>
      {view.banners.length === 0 ? <Empty>{view.loading ? C.loading : C.empty}</Empty> : null}
      {view.banners.map((b, i) => (
        <PopupRow key={b.id} data-testid="admin-banner">
          <strong>
            {T.order(i + 1)} · {b.title}
          </strong>
          <Hint>
            {pageLabel(b.link)} · {b.imageUrl === null ? `${T.textMark} (${T.tones[b.tone]})` : `${T.imageMark} ${b.imageUrl}`}
          </Hint>
          <RowActions>
            <SmallButton type="button" disabled={i === 0} onClick={() => vm.move(b.id, 'up')}>
              {T.up}
            </SmallButton>
            <SmallButton type="button" disabled={i === last} onClick={() => vm.move(b.id, 'down')}>
              {T.down}
            </SmallButton>
            <SmallButton type="button" onClick={() => vm.edit(b.id)}>
              {C.edit}
            </SmallButton>
            <SmallButton type="button" $danger onClick={() => vm.remove(b.id)}>
              {C.delete}
            </SmallButton>
          </RowActions>
        </PopupRow>
      ))}
      <form aria-label={heading} onSubmit={submitHandler(() => vm.save())}>
        <h4>{heading}</h4>
        <LabelField>
          {T.bannerTitle}
          <Input value={editor.title} maxLength={BANNER_TITLE_MAX} onChange={(e) => vm.setField('title', e.target.value)} />
        </LabelField>
        <LabelField>
          {T.caption}
          <Input value={editor.caption} maxLength={BANNER_CAPTION_MAX} onChange={(e) => vm.setField('caption', e.target.value)} />
        </LabelField>
        <LabelField>
          {T.imageUrl}
          <Input value={editor.imageUrl} maxLength={BANNER_IMAGE_URL_MAX} onChange={(e) => vm.setField('imageUrl', e.target.value)} />
        </LabelField>
        <LabelField>
          {T.link}
          <Select value={editor.link} onChange={(e) => vm.setField('link', e.target.value as BannerLinkPath)}>
            {BANNER_LINK_PATHS.map((path) => (
              <option key={path} value={path}>
                {pageLabel(path)} ({path})
              </option>
            ))}
          </Select>
        </LabelField>
        <LabelField>
          {T.tone}
          <Select value={editor.tone} onChange={(e) => vm.setField('tone', e.target.value as BannerTone)}>
            {BANNER_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {T.tones[tone]}
              </option>
            ))}
          </Select>
        </LabelField>
        <EditorActions error={editor.error} editing={editor.id !== null} newLabel={T.newBanner} onNew={() => vm.newBanner()} />
      </form>
    </NarrowPanel>
  );
}
