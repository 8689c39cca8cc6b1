-- The top page's rotating banners (operator-managed on /admin/boards; GET /banners). A banner is
-- styled text on a colour tone, or an image (image_url: a site path or an https address); it
-- links to a page of the site (core/src/boards/domain/site-banner.ts lists them). sort_order is
-- the strip's order; moves renumber the whole (small) table under row locks.
CREATE TABLE site_banners (
  id          bigserial PRIMARY KEY,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
  caption     text NOT NULL DEFAULT '' CHECK (length(caption) <= 120),
  image_url   text CHECK (image_url IS NULL OR image_url ~ '^(https://|/)'),
  link        text NOT NULL CHECK (link ~ '^/[^/]'),
  tone        text NOT NULL DEFAULT 'gold',
  sort_order  integer NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX site_banners_order ON site_banners (sort_order, id);
