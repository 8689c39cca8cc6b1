-- The idle-round sweep (server/src/casino/casino-round-sweep.ts) reads the open rounds and each
-- one's last callback every few minutes: the open ones alone, and the callbacks by round.
CREATE INDEX casino_rounds_open ON casino_rounds (created_at) WHERE ended_at IS NULL;
CREATE INDEX casino_transactions_round ON casino_transactions (round_id, created_at);
