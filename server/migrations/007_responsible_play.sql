-- Responsible play (issue 13 part A): a member's own limits and exclusions. The sums a limit is
-- checked against are read from the money tables themselves (charge_requests, bet_slips,
-- casino_transactions), whose times are the server clock's, so nothing here can drift from them.

-- One row per member, kind and period that was ever set. amount is the limit in force (NULL =
-- none); pending_* a raise or removal asked for, which the member may confirm from pending_at.
CREATE TABLE responsible_play_limits (
  member_id      bigint NOT NULL REFERENCES members(id),
  kind           text NOT NULL CHECK (kind IN ('deposit', 'wager', 'loss')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount         bigint CHECK (amount IS NULL OR amount > 0),
  has_pending    boolean NOT NULL DEFAULT false,
  pending_amount bigint CHECK (pending_amount IS NULL OR pending_amount > 0),
  pending_at     timestamptz,
  updated_at     timestamptz NOT NULL,
  PRIMARY KEY (member_id, kind, period),
  CONSTRAINT responsible_play_pending_has_time CHECK (has_pending = (pending_at IS NOT NULL))
);

-- Cool-offs and self-exclusions, append-only: nobody shortens or ends one (ends_at NULL = permanent).
CREATE TABLE responsible_play_exclusions (
  id         bigserial PRIMARY KEY,
  member_id  bigint NOT NULL REFERENCES members(id),
  kind       text NOT NULL CHECK (kind IN ('coolOff', 'selfExclusion')),
  duration   text NOT NULL CHECK (duration IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz,
  CONSTRAINT responsible_play_exclusion_ends_after_start CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX responsible_play_exclusions_member ON responsible_play_exclusions (member_id, starts_at DESC);

CREATE FUNCTION responsible_play_exclusions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'exclusions cannot be changed or removed';
END $$;
CREATE TRIGGER responsible_play_exclusions_no_change BEFORE UPDATE OR DELETE ON responsible_play_exclusions
  FOR EACH ROW EXECUTE FUNCTION responsible_play_exclusions_append_only();

