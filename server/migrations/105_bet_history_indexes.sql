-- Issue 12: the member's own slips are read on every history page and every /auth/me.
--
-- History (count and page) filters on member, deleted_at IS NULL and usually game type and dates.
-- bet_slips_member has no deleted_at, so every matching row was fetched from the heap only to
-- check it; these partial indexes hold exactly the visible slips, in the page's order, so the
-- count is an index-only scan on PostgreSQL and the page reads only the rows it shows.
CREATE INDEX bet_slips_history_by_type ON bet_slips (member_id, game_type, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX bet_slips_history_all ON bet_slips (member_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- /auth/me sums the member's open stakes (nowBettingAmount): read from the open slips alone,
-- however many settled ones the member has.
CREATE INDEX bet_slips_member_open ON bet_slips (member_id) INCLUDE (amount) WHERE settlement_flag = 0 AND status = 0;
