-- Folder bonuses (issue 11): the slip's bonus leg names `folders` (the qualifying picks it needs)
-- and pays `price` (odds in hundredths, 103 = 1.03). The operator changes the price; the three
-- offers are the ones the server had as constants before.
CREATE TABLE sports_bonus_offers (
  folders smallint PRIMARY KEY CHECK (folders BETWEEN 2 AND 20),
  price   integer NOT NULL CHECK (price BETWEEN 101 AND 300)
);

INSERT INTO sports_bonus_offers (folders, price) VALUES (3, 103), (5, 105), (7, 107);
