/** Member-facing texts of the API client (the spec's default for everything else lives in shared). */
export const API_MESSAGES = {
  /** No answer at all (network down, timeout). The spec has no text for it; this is ours. */
  transport: '서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  /**
   * A call refused by the server's rate limit (429: sign-up, availability checks, the captcha,
   * guest inquiries, password changes). The spec has no text: ours, in its wording style.
   */
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
} as const;
