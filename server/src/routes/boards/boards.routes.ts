import type { FastifyInstance } from 'fastify';
import {
  boardEventsCall,
  boardListCall,
  boardNoticesCall,
  boardPopupsCall,
  boardPostCall,
  boardRulesCall,
  boardEditNoticeCall,
  boardWriteNoticeCall,
  siteBannersCall,
} from '@bet/core/api';
import type { BannerLinkPath, BannerTone } from '@bet/core/boards';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { offsetOf } from '../../http/schema.js';
import { valueOf } from '../../http/refusals.js';
import { kstText, memberOf } from '../route-kit.js';
import { boardPosts, openPopups, type PostRow } from './board-store.js';
import { listBanners } from './banner-store.js';
import { editBoardNotice, readBoardNotice, writeBoardNotice } from './community-notice-use-cases.js';

export type { BoardKind } from './board-store.js';

const toPost = (r: PostRow) => ({
  id: Number(r.id),
  title: r.title,
  contents: r.contents,
  category: r.category,
  createTimestamp: kstText(r.created_at),
});

const posts = async (...args: Parameters<typeof boardPosts>) => (await boardPosts(...args)).map(toPost);

/** Spec 7 "Boards": notices, rules, events, the community board and popups (public; HTML contents). HTTP only (SQL: board-store.ts). */
export async function boardsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const open = { config: { auth: 'public' as const } };

  serve(api, boardNoticesCall, open, async (request) => posts(db, 'notice', { noticeType: request.query.noticeType ?? 0 }));
  serve(api, boardRulesCall, open, async () => posts(db, 'rule'));
  serve(api, boardEventsCall, open, async () => posts(db, 'event'));
  serve(api, boardListCall, open, async (request) => {
    const { category, page, perpage } = request.query;
    return posts(
      db,
      category === 'notice' ? 'notice' : 'board',
      category && category !== 'notice' ? { category } : {},
      perpage,
      offsetOf(page, perpage),
    );
  });
  serve(api, boardPostCall, open, async (request) => {
    const post = valueOf(await readBoardNotice(db, request.params.id));
    return { ...toPost(post), mine: post.author_member_id !== null && post.author_member_id === request.member?.id };
  });
  // Members only (the default auth, CSRF included); level 1 writes and edits its own, the use cases refuse the rest.
  serve(api, boardWriteNoticeCall, {}, async (request) => {
    const { title, contents } = request.body;
    const id = valueOf(await writeBoardNotice(db, { member: memberOf(request), title, contents, now: clock.now() }));
    return { id, message: M.done };
  });
  serve(api, boardEditNoticeCall, {}, async (request) => {
    const { title, contents } = request.body;
    valueOf(await editBoardNotice(db, { member: memberOf(request), id: request.params.id, title, contents }));
    return { message: M.done };
  });
  // The columns hold only what the admin contract let in (a site page, a tone).
  serve(api, siteBannersCall, open, async () =>
    (await listBanners(db)).map((r) => ({
      id: Number(r.id),
      title: r.title,
      caption: r.caption,
      imageUrl: r.image_url,
      link: r.link as BannerLinkPath,
      tone: r.tone as BannerTone,
    })),
  );
  serve(api, boardPopupsCall, open, async () => {
    return (await openPopups(db)).map((r) => ({
      id: Number(r.id),
      popupStatus: Number(r.popup_status),
      popupFlg: Number(r.popup_flg),
      contents: String(r.contents),
      link: (r.link as string | null) ?? null,
      popupSize: (r.popup_size as string | null) ?? null,
      pcLeftLocation: (r.pc_left_location as string | null) ?? null,
      pcRightLocation: (r.pc_right_location as string | null) ?? null,
      popupLeftLocation: (r.popup_left_location as string | null) ?? null,
      popupRightLocation: (r.popup_right_location as string | null) ?? null,
      notShowingexpireTime: (r.not_showing_expire_time as string | null) ?? null,
    }));
  });
}
