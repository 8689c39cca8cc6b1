-- When the live odds feed last confirmed the prices it stores (issue 29): the instance running the
-- feed writes it when the feed starts and at each renewal of its lease. A bet reads it beside its
-- picks and is refused when it is older than core's SPORTS_PRICE_FRESHNESS_MS. 'infinity' marks a
-- feed driven by hand (tests), which never falls silent on its own.
CREATE TABLE sports_feed_confirmation (
  id           smallint PRIMARY KEY CHECK (id = 1),
  confirmed_at timestamptz NOT NULL
);
