/**
 * The top page's banners (not in the spec's call list: the spec names banners but not how they
 * are managed). One contract per call; both ends read these.
 *
 * GET    /banners                                   -> SiteBannerDto[] (public, in the operator's order)
 * POST   /admin/banners             SiteBannerBody  -> { id, message }
 * PUT    /admin/banners/{id}        SiteBannerBody  -> { message }
 * DELETE /admin/banners/{id}                        -> { message }
 * POST   /admin/banners/{id}/move   { direction }   -> { message } (one place up or down)
 *
 * Title and caption are plain text (the server's 'plain-text' format refuses tags and script
 * addresses); the link is one of the site's pages; the image a site path or an https address.
 */
import * as W from '../contract/index.js';
import {
  BANNER_CAPTION_MAX,
  BANNER_IMAGE_URL_MAX,
  BANNER_IMAGE_URL_PATTERN,
  BANNER_LINK_PATHS,
  BANNER_TITLE_MAX,
  BANNER_TONES,
} from '../../boards/domain/site-banner.js';
import { idNoticeAnswer, noticeAnswer } from './foundation-common.js';

const [firstLink, ...otherLinks] = BANNER_LINK_PATHS;
const bannerLink = () => W.literal(firstLink, ...otherLinks);
const [firstTone, ...otherTones] = BANNER_TONES;
const bannerTone = () => W.literal(firstTone, ...otherTones);

export const siteBannerWire = W.obj({
  id: W.id(),
  title: W.string(),
  caption: W.withDefault(W.string(), ''),
  imageUrl: W.withDefault(W.nullable(W.string()), null),
  link: bannerLink(),
  tone: bannerTone(),
});
export type SiteBannerDto = W.TypeOf<typeof siteBannerWire>;

const bannerBody = W.obj({
  title: W.text(BANNER_TITLE_MAX, 1),
  caption: W.text(BANNER_CAPTION_MAX),
  imageUrl: W.nullable(W.pattern(BANNER_IMAGE_URL_PATTERN, BANNER_IMAGE_URL_MAX)),
  link: bannerLink(),
  tone: bannerTone(),
});
export type SiteBannerBodyDto = W.TypeOf<typeof bannerBody>;

const idParam = W.obj({ id: W.id() });
const moveBody = W.obj({ direction: W.literal('up', 'down') });
export type BannerMoveDto = W.TypeOf<typeof moveBody>;

export const siteBannersCall = W.defineCall({ method: 'GET', path: '/banners', response: W.array(siteBannerWire) });
export const adminWriteBannerCall = W.defineCall({ method: 'POST', path: '/admin/banners', body: bannerBody, response: idNoticeAnswer });
export const adminEditBannerCall = W.defineCall({
  method: 'PUT',
  path: '/admin/banners/:id',
  params: idParam,
  body: bannerBody,
  response: noticeAnswer,
});
export const adminDeleteBannerCall = W.defineCall({
  method: 'DELETE',
  path: '/admin/banners/:id',
  params: idParam,
  response: noticeAnswer,
});
export const adminMoveBannerCall = W.defineCall({
  method: 'POST',
  path: '/admin/banners/:id/move',
  params: idParam,
  body: moveBody,
  response: noticeAnswer,
});
