import { odds } from '@bet/core/shared';
import type { Queryable } from '../../../db/db.js';
import type { BonusOffer } from './bonus.js';

/** The offers in force (`sports_bonus_offers`, migration 014; the operator changes their prices). */
export async function loadBonusOffers(db: Queryable): Promise<BonusOffer[]> {
  const { rows } = await db.query<{ folders: number; price: number }>('SELECT folders, price FROM sports_bonus_offers ORDER BY folders');
  return rows.map((r) => ({ folders: Number(r.folders), price: odds(Number(r.price)) }));
}
