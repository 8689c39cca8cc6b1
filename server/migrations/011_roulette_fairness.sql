-- Provably fair roulette (issue 13). Each member has one committed seed: its SHA-256 is shown
-- before the next spin (GET /card/seed-commitment); the spin draws with it (core's
-- drawRoulette over HMAC-SHA256(seed, "gameId:spinId")), stores it with the spin (revealed),
-- and commits a fresh seed for the spin after. Spins made before this migration have no seed.
CREATE TABLE roulette_seed_commitments (
  member_id  bigint PRIMARY KEY REFERENCES members(id),
  seed       text NOT NULL,
  seed_hash  text NOT NULL,
  created_at timestamptz NOT NULL
);

ALTER TABLE roulette_spins ADD COLUMN seed text;
ALTER TABLE roulette_spins ADD COLUMN seed_hash text;
CREATE INDEX roulette_spins_member_type ON roulette_spins (member_id, coupon_type, id);
