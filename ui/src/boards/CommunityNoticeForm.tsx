import { useState, type FormEvent } from 'react';
import { COMMUNITY_NOTICE_MESSAGES, type CommunityNoticeView } from '@bet/core/boards';
import { Button } from '../design-system/Button.js';
import { Form, Input, LabelField } from '../design-system/form.styles.js';
import { Empty } from '../design-system/parts.styles.js';
import { ContentsArea, NoticeActions } from './community-notice.styles.js';
import { BOARDS_TEXTS as T } from './texts.js';

export interface CommunityNoticeFormProps {
  readonly view: CommunityNoticeView;
  readonly onSend: (title: string, contents: string) => void;
  readonly onCancel: () => void;
}

/** The fields, starting empty (a new notice) or from the notice being edited. */
function NoticeFields({
  view,
  start,
  onSend,
  onCancel,
}: CommunityNoticeFormProps & { readonly start: { readonly title: string; readonly contents: string } }) {
  const [title, setTitle] = useState(start.title);
  const [contents, setContents] = useState(start.contents);
  const editing = view.editingId !== null;
  const name = editing ? T.editTitle : T.writeTitle;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSend(title, contents);
  };
  return (
    <Form onSubmit={submit} aria-label={name}>
      <LabelField>
        {T.titleLabel}
        <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </LabelField>
      <LabelField>
        {T.contentsLabel}
        <ContentsArea value={contents} onChange={(e) => setContents(e.target.value)} />
      </LabelField>
      <NoticeActions>
        <Button type="submit" disabled={view.submitting}>
          {view.submitting ? (editing ? T.saving : T.submitting) : editing ? T.save : T.submit}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </NoticeActions>
    </Form>
  );
}

const EMPTY = { title: '', contents: '' } as const;

/**
 * /community/notice/regist: the write form for level 1 (spec 6), or with an id the edit of the
 * member's own notice (the same form, starting from the notice's title and text).
 */
export function CommunityNoticeForm(props: CommunityNoticeFormProps) {
  const { view } = props;
  if (!view.canWrite) return <Empty>{COMMUNITY_NOTICE_MESSAGES.notWriter}</Empty>;
  if (view.editingId === null) return <NoticeFields {...props} start={EMPTY} />;
  if (view.editDraft !== null) return <NoticeFields key={view.editingId} {...props} start={view.editDraft} />;
  return <Empty>{view.loading ? T.loading : COMMUNITY_NOTICE_MESSAGES.notAuthor}</Empty>;
}
