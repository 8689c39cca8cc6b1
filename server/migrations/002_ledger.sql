-- The double-entry ledger (server/src/ledger). Every movement of value is one ledger_transfers
-- row with a unique idempotency key and two or more ledger_entries that sum to zero per
-- currency. Amounts are integers: KRW whole won, USDT micro-units, POINT whole points.

-- ref: 'm:<memberId>:<kind>' for member accounts, 'h:<name>:<currency>' for house accounts.
-- Member accounts keep a running balance (updated in the same transaction as the entries) and
-- can never go below zero. House accounts may go negative (the house issues money) and keep no
-- running balance, so they are never a hot row; their balance is the sum of their entries.
CREATE TABLE ledger_accounts (
  id         bigserial PRIMARY KEY,
  ref        text NOT NULL UNIQUE,
  member_id  bigint REFERENCES members(id),
  kind       text NOT NULL,
  currency   text NOT NULL CHECK (currency IN ('KRW', 'USDT', 'POINT')),
  is_house   boolean NOT NULL,
  balance    bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_balance_never_negative CHECK (is_house OR balance >= 0),
  CONSTRAINT house_keeps_no_running_balance CHECK (NOT is_house OR balance = 0),
  CONSTRAINT member_accounts_have_a_member CHECK (is_house = (member_id IS NULL))
);
CREATE UNIQUE INDEX ledger_accounts_member_kind ON ledger_accounts (member_id, kind) WHERE member_id IS NOT NULL;

CREATE TABLE ledger_transfers (
  id              bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  kind            text NOT NULL,
  memo            text NOT NULL DEFAULT '',
  -- A digest of the legs, so a retry with the same key but other legs is detected.
  fingerprint     text NOT NULL,
  member_id       bigint,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transfers_member ON ledger_transfers (member_id, kind, created_at);

CREATE TABLE ledger_entries (
  id          bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  account_id  bigint NOT NULL REFERENCES ledger_accounts(id),
  currency    text NOT NULL,
  amount      bigint NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transfer ON ledger_entries (transfer_id);

-- Entries are history: never changed, never removed.
CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries and transfers are append-only';
END $$;
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();

-- Double entry enforced by the database itself: at commit, every transfer that received entries
-- must sum to zero in each currency, and each entry's currency must be its account's.
CREATE FUNCTION ledger_transfer_is_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
             WHERE e.transfer_id = NEW.transfer_id AND a.currency <> e.currency) THEN
    RAISE EXCEPTION 'ledger transfer % has an entry in the wrong currency', NEW.transfer_id;
  END IF;
  SELECT string_agg(currency, ',') INTO unbalanced FROM (
    SELECT currency FROM ledger_entries WHERE transfer_id = NEW.transfer_id
    GROUP BY currency HAVING sum(amount) <> 0) AS t;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transfer % is not balanced in %', NEW.transfer_id, unbalanced;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_is_balanced();
