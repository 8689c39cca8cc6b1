-- Voiding a settled slip (issue 11). A void now also takes back what settlement paid: the
-- operator's record of a void keeps the settlement the slip had and the payout taken back
-- (ledger key bet-void:{slipId}:payout), beside the stake returned (amount). The table stays
-- append-only (its trigger refuses UPDATE and DELETE; adding columns fires no row trigger).
ALTER TABLE bet_slip_voids
  ADD COLUMN settled_flag smallint NOT NULL DEFAULT 0,
  ADD COLUMN payout_taken bigint NOT NULL DEFAULT 0 CHECK (payout_taken >= 0);
