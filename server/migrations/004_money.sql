-- Deposit and withdrawal requests (won and USDT) and the point history. The money itself is in
-- the ledger; these rows are the requests and what members see in their history.

-- deposit_mode: 0 deposit, 1 withdrawal. charge_type: 0 won bank transfer, 1 USDT.
-- wallet: which balance the request credits or debits: 'cash' (won; also tether charges that
--   pay USDT on chain and credit won) or 'usdt' (the USD balance).
-- amount: won when charge_type 0, micro-USDT when charge_type 1 (0 on an eth USD deposit until
--   the chain reports what arrived). krw_amount: the won credited.
-- status: 0 waiting, 1 done, 2 cancelled (spec 4).
CREATE TABLE charge_requests (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members(id),
  deposit_mode      smallint NOT NULL CHECK (deposit_mode IN (0, 1)),
  charge_type       smallint NOT NULL CHECK (charge_type IN (0, 1)),
  wallet            text NOT NULL CHECK (wallet IN ('cash', 'usdt')),
  amount            bigint NOT NULL CHECK (amount >= 0),
  krw_amount        bigint,
  deposit_name      text,
  account_type      smallint,
  point_type        smallint,
  bonus_points      bigint NOT NULL DEFAULT 0,
  network           text,
  token             text,
  address           text,
  tx_hash           text,
  status            smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  user_display_flag smallint NOT NULL DEFAULT 1 CHECK (user_display_flag IN (0, 1)),
  request_key       text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  processed_at      timestamptz,
  processed_by      bigint
);
CREATE INDEX charge_requests_member ON charge_requests (member_id, deposit_mode, created_at DESC);
CREATE INDEX charge_requests_waiting ON charge_requests (status, created_at) WHERE status = 0;
-- A retried request (same Idempotency-Key) never creates a second row.
CREATE UNIQUE INDEX charge_requests_request_key ON charge_requests (member_id, request_key) WHERE request_key IS NOT NULL;
-- One waiting won deposit per member (spec 3 isChargeData), also under concurrency.
CREATE UNIQUE INDEX charge_requests_one_waiting_deposit ON charge_requests (member_id)
  WHERE status = 0 AND deposit_mode = 0 AND charge_type = 0;

-- What members see under "point history". point is negative for conversions to cash.
CREATE TABLE point_records (
  id                bigserial PRIMARY KEY,
  member_id         bigint NOT NULL REFERENCES members(id),
  point             bigint NOT NULL,
  point_memo        text NOT NULL,
  status            smallint NOT NULL DEFAULT 1,
  point_to_cash_flg smallint NOT NULL DEFAULT 0,
  user_deleted      boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX point_records_member ON point_records (member_id, point_to_cash_flg, created_at DESC);
