-- Casino and slot games (server/src/casino): the member's account at the game provider, the
-- provider's rounds and every wallet callback of them. Money itself moves only in the ledger
-- (member casino wallet <-> house 'casino'); these rows say which callback moved what, so a
-- repeated callback (same transaction id) is answered and never paid twice.

-- One account per member at the provider (created by the first launch).
CREATE TABLE casino_game_accounts (
  member_id  bigint PRIMARY KEY REFERENCES members(id),
  uid        text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

CREATE TABLE casino_rounds (
  id          bigserial PRIMARY KEY,
  round_id    text NOT NULL UNIQUE,
  member_id   bigint NOT NULL REFERENCES members(id),
  game_id     text NOT NULL,
  game_name   text NOT NULL,
  provider    text NOT NULL,
  category    text NOT NULL CHECK (category IN ('casino', 'slot')),
  bet_total   bigint NOT NULL DEFAULT 0 CHECK (bet_total >= 0),
  win_total   bigint NOT NULL DEFAULT 0 CHECK (win_total >= 0),
  created_at  timestamptz NOT NULL,
  ended_at    timestamptz,
  -- The member's history row written when the round ended (bet_slips, game type 5).
  slip_id     bigint REFERENCES bet_slips(id)
);
CREATE INDEX casino_rounds_member ON casino_rounds (member_id, created_at DESC);

CREATE TABLE casino_transactions (
  transaction_id text PRIMARY KEY,
  round_id       text NOT NULL REFERENCES casino_rounds(round_id),
  member_id      bigint NOT NULL REFERENCES members(id),
  kind           text NOT NULL CHECK (kind IN ('bet', 'win')),
  amount         bigint NOT NULL CHECK (amount >= 0),
  balance_after  bigint NOT NULL CHECK (balance_after >= 0),
  created_at     timestamptz NOT NULL
);

-- A casino round has no odds: its history row carries the paid multiple (win / bet), which is
-- below 1.00 when the round lost. Sports and mini-game rows keep their bound of 1.00.
ALTER TABLE bet_slips DROP CONSTRAINT bet_slips_total_ratio_check;
ALTER TABLE bet_slips ADD CONSTRAINT bet_slips_total_ratio_check CHECK (total_ratio >= 100 OR (game_type = 5 AND total_ratio >= 0));
ALTER TABLE bet_legs ADD COLUMN casino_round_id bigint REFERENCES casino_rounds(id);
ALTER TABLE bet_legs DROP CONSTRAINT bet_legs_price_check;
ALTER TABLE bet_legs ADD CONSTRAINT bet_legs_price_check CHECK (price >= 100 OR (casino_round_id IS NOT NULL AND price >= 0));
