/**
 * How long a price stays current without the live feed confirming it: the one freshness limit of
 * the site (issue 29). The server refuses a bet on a pick whose price the feed last confirmed
 * longer ago than this, as it refuses a suspended market; the client tells the member that prices
 * are stale when its live stream has carried nothing for this long (stream disconnected) or the
 * server says the stream is stale (the broker is away).
 *
 * Why 10 s: the feed's holder confirms its prices every 2 s (server FEED_LEASE_RENEW_MS), so
 * four missed confirmations in a row (a busy database) still keep bets open; it equals the feed
 * lease (FEED_LEASE_MS), so a crashed holder's prices stop being taken when another instance may
 * take the feed over, not later; and it is longer than a browser's stream reconnect (0.5-3 s with
 * backoff), so a short network blip shows no notice. In-play prices move every few seconds: a
 * price unconfirmed for longer than this is one nobody should be paid on.
 */
export const SPORTS_PRICE_FRESHNESS_MS = 10_000;

/**
 * What the lists (/korea, /europe, /inplay) and the slip say while their prices may not be
 * current: the live stream is stale (the server's broker is away) or has been disconnected for
 * longer than SPORTS_PRICE_FRESHNESS_MS. The spec has no text for it: natural Korean.
 */
export const LIVE_PRICES_STALE_MESSAGE = '실시간 배당 연결이 끊겼습니다. 배당이 최신이 아닐 수 있습니다.';
