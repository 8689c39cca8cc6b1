-- Which server instance runs the odds-feed simulator: only the holder of an unexpired lease does,
-- so several instances behind one load balancer share one feed (the others relay it via Redis).
CREATE TABLE sports_feed_lease (
  id         smallint PRIMARY KEY CHECK (id = 1),
  owner      text NOT NULL,
  expires_at timestamptz NOT NULL
);
