-- The odds feed's own state of each fixture it offers (for the simulator: hidden strength, game
-- time played, end of play), saved with the fixture so a restarted feed resumes its unfinished
-- fixtures (with their open bets) instead of cancelling them.
CREATE TABLE sports_feed_fixture_state (
  fixture_id bigint PRIMARY KEY REFERENCES sports_fixtures(id),
  state      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
