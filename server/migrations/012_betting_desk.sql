-- The operator's betting desk (issue 11). Both tables name sports rows without a foreign key:
-- on a fresh database this file runs before 100_sports.sql creates them.

-- A market the operator suspended: closed to bets and shown locked whatever the feed says,
-- until the operator lifts it (the row is deleted; audit_log keeps the history).
CREATE TABLE sports_market_holds (
  market_id  bigint PRIMARY KEY,
  held_by    bigint NOT NULL,
  held_at    timestamptz NOT NULL
);

-- A slip the operator voided: its stake went back to the member (ledger key bet-void:{slipId}).
-- One row per slip, never changed.
CREATE TABLE bet_slip_voids (
  slip_id    bigint PRIMARY KEY,
  voided_by  bigint NOT NULL,
  voided_at  timestamptz NOT NULL,
  amount     bigint NOT NULL CHECK (amount > 0)
);
CREATE FUNCTION bet_slip_voids_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bet_slip_voids is append-only';
END $$;
CREATE TRIGGER bet_slip_voids_no_change BEFORE UPDATE OR DELETE ON bet_slip_voids
  FOR EACH ROW EXECUTE FUNCTION bet_slip_voids_are_final();
