import { BANNER_MESSAGES, BANNER_TITLE_MAX, normalisedBannerDraft, siteBannerDraftError, type SiteBannerDraft } from './site-banner.js';

const draft = (patch: Partial<SiteBannerDraft> = {}): SiteBannerDraft => ({
  title: '첫충 10%',
  caption: '',
  imageUrl: null,
  link: '/events',
  tone: 'gold',
  ...patch,
});

describe('a site banner draft', () => {
  it('is accepted with a title and a page of the site, as text or with an https or site image', () => {
    expect(siteBannerDraftError(draft())).toBeNull();
    expect(siteBannerDraftError(draft({ imageUrl: '/images/banners/casino.svg' }))).toBeNull();
    expect(siteBannerDraftError(draft({ imageUrl: 'https://cdn.example.com/b.png' }))).toBeNull();
  });

  it('is refused with its Korean message for each broken field', () => {
    expect(siteBannerDraftError(draft({ title: '  ' }))).toBe(BANNER_MESSAGES.titleRequired);
    expect(siteBannerDraftError(draft({ title: 'x'.repeat(BANNER_TITLE_MAX + 1) }))).toBe(BANNER_MESSAGES.titleTooLong);
    expect(siteBannerDraftError(draft({ caption: '<img src=x onerror=alert(1)>' }))).toBe(BANNER_MESSAGES.tagRefused);
    expect(siteBannerDraftError(draft({ imageUrl: 'http://plain.example.com/b.png' }))).toBe(BANNER_MESSAGES.imageRefused);
    expect(siteBannerDraftError(draft({ imageUrl: '/a b.png' }))).toBe(BANNER_MESSAGES.imageRefused);
    expect(siteBannerDraftError(draft({ link: '//evil.example' as never }))).toBe(BANNER_MESSAGES.linkRefused);
  });

  it('is sent trimmed, with a blank image address as none and only its own fields', () => {
    const typed = { ...draft({ title: ' 제목 ', caption: ' 설명 ', imageUrl: '  ' }), id: 3, error: null };
    expect(normalisedBannerDraft(typed)).toEqual({ title: '제목', caption: '설명', imageUrl: null, link: '/events', tone: 'gold' });
  });
});
