// What the two-instance run left behind: the acked bets in the database, the ledger, each instance's history of the other's bets.
import { openDb } from '../src/db/open-db.js';
import { checkLedger, type LedgerCheck } from '../src/ledger/balances.js';
import type { BenchMember } from './bench-members.js';
import type { Ack } from './instances-bets.js';

async function historyIds(instanceUrl: string, m: BenchMember): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${instanceUrl}/api/sports-prematch/bettings?page=${page}&perpage=100&memberUserId=${m.userId}`, {
      headers: { cookie: m.cookie },
    });
    if (res.status !== 200) throw new Error(`history ${m.userId} page ${page}: ${res.status} ${await res.text()}`);
    const rows = (await res.json()) as { id: number }[];
    for (const r of rows) ids.add(Number(r.id));
    if (rows.length < 100) return ids;
  }
}

/** Acknowledged slips missing from the database (LOST), the members' slips stored, and the ledger check. */
export async function storedBets(
  databaseUrl: string,
  acks: readonly Ack[],
  members: readonly BenchMember[],
): Promise<{ lost: number; inDb: number; ledger: LedgerCheck }> {
  const check = await openDb({ databaseUrl });
  const ackedIds = acks.map((a) => a.slipId);
  const present = new Set(
    (await check.query<{ id: number }>('SELECT id FROM bet_slips WHERE id = ANY($1::bigint[])', [ackedIds])).rows.map((r) => Number(r.id)),
  );
  const lost = ackedIds.filter((id) => !present.has(id)).length;
  const inDb = Number(
    (
      await check.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_slips WHERE member_id = ANY($1::bigint[])', [
        members.map((m) => m.id),
      ])
    ).rows[0]!.n,
  );
  const ledger = await checkLedger(check);
  await check.close();
  return { lost, inDb, ledger };
}

/** Per instance: how many of the bets placed through it the other instance's history shows. */
export interface CrossHistory {
  readonly placed: number;
  readonly shown: number;
  readonly name: string;
  readonly other: string;
}

/** History read straight from each instance (not through nginx). */
export async function crossHistory(
  instances: readonly { readonly name: string; readonly port: number }[],
  members: readonly BenchMember[],
  acks: readonly Ack[],
): Promise<CrossHistory[]> {
  const seenVia = new Map<number, Set<string>>(); // slip id -> instances whose history shows it
  for (const i of instances) {
    for (const m of members) {
      for (const id of await historyIds(`http://127.0.0.1:${i.port}`, m)) {
        const s = seenVia.get(id) ?? new Set<string>();
        s.add(i.name);
        seenVia.set(id, s);
      }
    }
  }
  return instances.map((i) => {
    const other = instances.find((x) => x !== i)!;
    const placed = acks.filter((a) => a.port === i.port);
    return {
      placed: placed.length,
      shown: placed.filter((a) => seenVia.get(a.slipId)?.has(other.name)).length,
      name: i.name,
      other: other.name,
    };
  });
}
