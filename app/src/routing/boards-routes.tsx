import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { BoardsTab } from '@bet/core/boards';
import { BoardPage, CommunityNoticePage, useScopedViewModel, type CommunityNoticeScreen } from '@bet/ui';
import { useAppServices } from './app-services-context.js';

/** /notice, /rules, /events (member pages of the guard): one boards view model per visit, disposed on leaving. */
export function BoardRoute({ tab }: { readonly tab: BoardsTab }) {
  const { createBoards, onAlert } = useAppServices();
  const boards = useScopedViewModel(createBoards);
  return <BoardPage viewModel={boards} tab={tab} onAlert={onAlert} />;
}

/** A path id as a post id (anything else is no post: the server answers 404 for 0). */
const postIdOf = (text: string | undefined): number => (text !== undefined && /^\d{1,12}$/.test(text) ? Number(text) : 0);

/** The screen a community notice route shows: regist with ?id= edits that notice. */
function screenOf(kind: CommunityNoticeScreen['kind'], pathId: string | undefined, editId: string | null): CommunityNoticeScreen {
  if (kind === 'detail') return { kind, id: postIdOf(pathId) };
  if (kind === 'regist' && editId !== null) return { kind, editId: postIdOf(editId) };
  return { kind };
}

/** /community/notice, /community/notice/detail/{id}, /community/notice/regist (?id={id}: edit). */
export function CommunityNoticeRoute({ kind }: { readonly kind: CommunityNoticeScreen['kind'] }) {
  const { createCommunityNotice, onAlert } = useAppServices();
  const board = useScopedViewModel(createCommunityNotice);
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const onNavigate = useCallback((to: string) => void navigate(to), [navigate]);
  const screen = screenOf(kind, id, search.get('id'));
  return <CommunityNoticePage viewModel={board} screen={screen} onAlert={onAlert} onNavigate={onNavigate} />;
}
