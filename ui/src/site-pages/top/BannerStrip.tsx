import { useEffect, useState } from 'react';
import { BANNER_ROTATE_MS, type SiteBanner } from '@bet/core/boards';
import { SiteLink } from '../../shell/SiteLink.js';
import { PAGE_TEXTS } from '../texts.js';
import { Arrow, Dot, Dots, Slide, SlideCaption, SlideCta, SlideTitle, Slides, Strip } from './BannerStrip.styles.js';

const T = PAGE_TEXTS.top.banners;

/**
 * The operator's banners (GET /banners), one at a time, turning every BANNER_ROTATE_MS; arrows
 * and dots choose one (and restart the turn). An image banner shows its picture under the
 * title; a text banner its tone. Each slide links to its page of the site. Nothing without banners.
 */
export function BannerStrip({ banners }: { readonly banners: readonly SiteBanner[] }) {
  const [index, setIndex] = useState(0);
  const count = banners.length;
  const shown = count === 0 ? 0 : index % count;
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, index]);
  if (count === 0) return null;
  const go = (to: number) => setIndex((to + count) % count);
  return (
    <Strip aria-roledescription="carousel" aria-label={T.region} data-testid="banner-strip">
      <Slides $index={shown}>
        {banners.map((b, i) => (
          <Slide
            key={b.id}
            $tone={b.tone}
            $image={b.imageUrl !== null}
            aria-roledescription="slide"
            aria-label={T.slide(i + 1, count)}
            aria-hidden={i !== shown}
            data-testid="banner"
          >
            <SiteLink to={b.link} tabIndex={i === shown ? 0 : -1}>
              {b.imageUrl === null ? null : <img src={b.imageUrl} alt="" />}
              <SlideTitle>{b.title}</SlideTitle>
              {b.caption ? <SlideCaption>{b.caption}</SlideCaption> : null}
              <SlideCta aria-hidden="true">{T.go}</SlideCta>
            </SiteLink>
          </Slide>
        ))}
      </Slides>
      {count > 1 ? (
        <>
          <Arrow type="button" $side="left" aria-label={T.previous} onClick={() => go(shown - 1)}>
            ‹
          </Arrow>
          <Arrow type="button" $side="right" aria-label={T.next} onClick={() => go(shown + 1)}>
            ›
          </Arrow>
          <Dots>
            {banners.map((b, i) => (
              <Dot key={b.id} type="button" $active={i === shown} aria-label={T.slide(i + 1, count)} onClick={() => go(i)} />
            ))}
          </Dots>
        </>
      ) : null}
    </Strip>
  );
}
