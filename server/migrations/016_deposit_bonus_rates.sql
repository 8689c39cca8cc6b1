-- Deposit bonus rates (issue 11): the whole percent of a won deposit paid as points for each
-- rated bonus choice (spec 3 pointType 1 casino, 2 sports, 4 slot, 5 mini-game, 6 virtual sports,
-- 7 hold'em; 0 'not chosen' and 3 'no point' pay nothing and have no row). The operator changes
-- the percent; the approval of a deposit reads it. Seeded with spec 3's rates, which the server
-- had as constants before.
CREATE TABLE deposit_bonus_rates (
  point_type smallint PRIMARY KEY CHECK (point_type IN (1, 2, 4, 5, 6, 7)),
  percent    smallint NOT NULL CHECK (percent BETWEEN 0 AND 100)
);

INSERT INTO deposit_bonus_rates (point_type, percent) VALUES (1, 5), (2, 5), (4, 10), (5, 5), (6, 5), (7, 5);
