import fc from 'fast-check';
import {
  INBOX_PAGE_SIZE,
  INBOX_POLL_MS,
  checkCloseInbox,
  checkDeleteInboxMessage,
  deletableInboxSelection,
  inboxBadge,
  inboxPageCount,
  markInboxMessageRead,
  type InboxMessage,
} from './inbox-message.js';
import { INBOX_MESSAGES } from './inbox.messages.js';

const msg = (id: number, confirmStatus: 0 | 1): InboxMessage => ({
  id,
  createdAt: '2026-11-22 10:00:00',
  title: `t${id}`,
  contents: '<p>x</p>',
  confirmStatus,
});

describe('inbox rules', () => {
  it('pages by 10 and polls every 5 s', () => {
    expect(INBOX_PAGE_SIZE).toBe(10);
    expect(INBOX_POLL_MS).toBe(5_000);
  });

  it('refuses to delete an unread message', () => {
    expect(checkDeleteInboxMessage(msg(1, 0))).toEqual({
      ok: false,
      error: { kind: 'unreadNotDeletable', message: '읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.' },
    });
    expect(checkDeleteInboxMessage(msg(1, 1))).toEqual({ ok: true, value: 1 });
  });

  it('refuses an empty selection or one of unread messages only', () => {
    const refused = {
      ok: false,
      error: { kind: 'nothingDeletableSelected', message: '쪽지가 선택되지 않았거나 읽지않은 쪽지만 선택되었습니다.' },
    };
    expect(deletableInboxSelection([msg(1, 1)], [])).toEqual(refused);
    expect(deletableInboxSelection([msg(1, 0), msg(2, 0)], [1, 2])).toEqual(refused);
  });

  it('keeps only the read messages of a mixed selection', () => {
    expect(deletableInboxSelection([msg(1, 0), msg(2, 1), msg(3, 1)], [3, 1, 2])).toEqual({ ok: true, value: [2, 3] });
  });

  it('keeps the memo dialog open while unread messages exist', () => {
    expect(checkCloseInbox(2)).toEqual({ ok: false, error: { kind: 'unreadRemain', message: '읽지 않은 쪽지가 있습니다.' } });
    expect(checkCloseInbox(0).ok).toBe(true);
  });

  it('turns unread into read on opening', () => {
    expect(markInboxMessageRead(msg(1, 0)).confirmStatus).toBe(1);
    const read = msg(2, 1);
    expect(markInboxMessageRead(read)).toBe(read);
  });

  it('writes the badges and confirm texts', () => {
    expect(inboxBadge(msg(1, 0))).toBe('읽지않음');
    expect(inboxBadge(msg(1, 1))).toBe('읽음');
    expect(INBOX_MESSAGES.confirmDeleteOne).toBe('쪽지를 삭제하시겠습니까?');
    expect(INBOX_MESSAGES.confirmDeleteSelected(3)).toBe('선택한 쪽지 3개를 삭제하시겠습니까?');
    expect(INBOX_MESSAGES.confirmDeleteAllRead).toBe('읽은 쪽지를 모두 삭제하시겠습니까?');
  });

  it('property: the page count covers every message with pages of 10 and never falls below 1', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (total) => {
        const pages = inboxPageCount(total);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages * INBOX_PAGE_SIZE).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * INBOX_PAGE_SIZE).toBeLessThan(total);
      }),
    );
  });

  it('property: a selection never yields an unread or unselected id', () => {
    const arb = fc.array(fc.record({ id: fc.nat(50), read: fc.boolean() }), { maxLength: 20 });
    fc.assert(
      fc.property(arb, fc.array(fc.nat(50), { maxLength: 20 }), (rows, selected) => {
        const messages = rows.map((r) => msg(r.id, r.read ? 1 : 0));
        const r = deletableInboxSelection(messages, selected);
        if (!r.ok) return;
        for (const id of r.value) {
          expect(selected).toContain(id);
          expect(messages.some((m) => m.id === id && m.confirmStatus === 1)).toBe(true);
        }
      }),
    );
  });
});
