-- A member's favourite leagues and fixtures (issue 29; GET/PUT/DELETE /favorites). Rows belong to
-- one member; the routes read and write only the session member's. target_id is a sports_leagues
-- or sports_fixtures id (checked by the route when starred; a fixture that ends stays listed until
-- unstarred, so no foreign key that would block the feed's clean-up).
CREATE TABLE member_favourites (
  member_id  bigint NOT NULL REFERENCES members(id),
  kind       text NOT NULL CHECK (kind IN ('league', 'fixture')),
  target_id  bigint NOT NULL CHECK (target_id > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, target_id)
);
