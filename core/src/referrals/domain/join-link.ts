/** The query of a join link: the site opens the join flow with this code looked up (spec 4, joinCd). */
export const JOIN_CODE_QUERY = 'joinCd';

/** One join code with the link a recommender hands out. */
export interface JoinLink {
  readonly code: string;
  readonly url: string;
}

/**
 * The link that opens the site's join flow with the code already looked up: the top page with
 * `?joinCd={code}` (spec 4: "a link with joinCd does the lookup directly"). `siteOrigin` is the
 * site's address without a trailing slash ('https://example.com').
 */
export function joinLinkOf(siteOrigin: string, code: string): JoinLink {
  const origin = siteOrigin.replace(/\/+$/, '');
  return { code, url: `${origin}/?${JOIN_CODE_QUERY}=${encodeURIComponent(code)}` };
}
