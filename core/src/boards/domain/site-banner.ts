/**
 * The top page's rotating banners, written by the operator on /admin/boards. A banner is an
 * image (a site path or an https address) or, without one, styled text on one of the site's
 * colour tones; it always links to a page of this site, chosen from `BANNER_LINK_PATHS`, so
 * no banner can end on a dead page.
 */

/** The pages a banner may open (every one a live route of the site; the back office names them). */
export const BANNER_LINK_PATHS = [
  '/europe',
  '/korea',
  '/inplay',
  '/casino',
  '/slot',
  '/holdem',
  '/minigame',
  '/bet365',
  '/events',
  '/notice',
  '/streaming',
  '/mypage/attendance',
] as const;
export type BannerLinkPath = (typeof BANNER_LINK_PATHS)[number];

/** The colour tones of a text banner (the UI maps each to a gradient of the dark theme). */
export const BANNER_TONES = ['gold', 'red', 'blue', 'green', 'purple'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];

export const BANNER_TITLE_MAX = 60;
export const BANNER_CAPTION_MAX = 120;
export const BANNER_IMAGE_URL_MAX = 300;
/** A site path or an https address, no spaces, quotes or angle brackets. */
export const BANNER_IMAGE_URL_PATTERN = '^(https://|/)[^\\s<>"\']{1,299}$';
/** How long each banner shows before the strip turns to the next. */
export const BANNER_ROTATE_MS = 5_000;

export interface SiteBanner {
  readonly id: number;
  readonly title: string;
  readonly caption: string;
  readonly imageUrl: string | null;
  readonly link: BannerLinkPath;
  readonly tone: BannerTone;
}

/** What the operator writes (a new banner or the edit of one). */
export type SiteBannerDraft = Omit<SiteBanner, 'id'>;

export const BANNER_MESSAGES = {
  titleRequired: '배너 제목을 입력해 주세요.',
  titleTooLong: `배너 제목은 ${BANNER_TITLE_MAX}자 이내로 입력해 주세요.`,
  captionTooLong: `배너 설명은 ${BANNER_CAPTION_MAX}자 이내로 입력해 주세요.`,
  tagRefused: '배너 제목과 설명에는 < 와 > 를 쓸 수 없습니다.',
  imageRefused: '이미지 주소는 https:// 또는 /로 시작해야 합니다.',
  linkRefused: '배너 링크는 사이트의 페이지 중에서 선택해 주세요.',
  bannerNotFound: '배너를 찾을 수 없습니다.',
  cannotMove: '더 이상 이동할 수 없습니다.',
} as const;

const TAG = /[<>]/;

/** Why a draft cannot be saved (the first problem, in the form's order), or null. */
export function siteBannerDraftError(draft: SiteBannerDraft): string | null {
  const title = draft.title.trim();
  if (title === '') return BANNER_MESSAGES.titleRequired;
  if (title.length > BANNER_TITLE_MAX) return BANNER_MESSAGES.titleTooLong;
  if (draft.caption.trim().length > BANNER_CAPTION_MAX) return BANNER_MESSAGES.captionTooLong;
  if (TAG.test(title) || TAG.test(draft.caption)) return BANNER_MESSAGES.tagRefused;
  if (draft.imageUrl !== null && !new RegExp(BANNER_IMAGE_URL_PATTERN).test(draft.imageUrl)) return BANNER_MESSAGES.imageRefused;
  if (!(BANNER_LINK_PATHS as readonly string[]).includes(draft.link)) return BANNER_MESSAGES.linkRefused;
  return null;
}

/** The draft as it is sent (its fields only): trimmed texts, a blank image address as none. */
export function normalisedBannerDraft(typed: {
  readonly title: string;
  readonly caption: string;
  readonly imageUrl: string | null;
  readonly link: BannerLinkPath;
  readonly tone: BannerTone;
}): SiteBannerDraft {
  const image = typed.imageUrl?.trim() ?? '';
  return {
    title: typed.title.trim(),
    caption: typed.caption.trim(),
    imageUrl: image === '' ? null : image,
    link: typed.link,
    tone: typed.tone,
  };
}
