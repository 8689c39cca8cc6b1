import fc from 'fast-check';
import { KST_OFFSET_MS } from '../../shared/domain/kst.js';
import {
  NOTICE_WIDGET_HEIGHT_PX,
  boardPostTime,
  canWriteNotice,
  noticeWidgetItems,
  selectBoardPost,
  type BoardPost,
} from './board-post.js';

const post = (id: number, createTimestamp: BoardPost['createTimestamp'], category = 'notice'): BoardPost => ({
  id,
  title: `공지 ${id}`,
  contents: '<p>x</p>',
  category,
  createTimestamp,
});

describe('board posts', () => {
  it('shows the edit icon only to role 1', () => {
    expect(canWriteNotice(1)).toBe(true);
    expect([0, 2, 5, null, undefined].map(canWriteNotice)).toEqual([false, false, false, false, false]);
  });

  it('reads timestamps as epoch ms, epoch seconds, KST text or zoned text', () => {
    const t = Date.UTC(2026, 10, 22, 15, 0, 0); // 2026-11-23 00:00 KST
    expect(boardPostTime(post(1, t))).toBe(t);
    expect(boardPostTime(post(1, t / 1000))).toBe(t);
    expect(boardPostTime(post(1, '2026-11-23 00:00:00'))).toBe(t);
    expect(boardPostTime(post(1, '2026-11-22T15:00:00Z'))).toBe(t);
    expect(boardPostTime(post(1, '2026-11-23T00:00:00+09:00'))).toBe(t);
    expect([null, undefined, '', 'soon', Number.NaN, '2026-13-45T99:00:00Z'].map((x) => boardPostTime(post(1, x)))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps the latest 5 notices, newest first, dated YY.MM.DD in KST', () => {
    const day = (d: number): number => Date.UTC(2026, 0, d, 16, 0, 0); // 01:00 KST next day
    const posts = [
      post(1, day(1)),
      post(2, day(5)),
      post(3, day(3)),
      post(4, day(2)),
      post(5, day(7)),
      post(6, day(6)),
      post(7, day(9), '1'),
      post(8, null),
    ];
    expect(noticeWidgetItems(posts)).toEqual([
      { id: 5, title: '공지 5', date: '26.01.08' },
      { id: 6, title: '공지 6', date: '26.01.07' },
      { id: 2, title: '공지 2', date: '26.01.06' },
      { id: 3, title: '공지 3', date: '26.01.04' },
      { id: 4, title: '공지 4', date: '26.01.03' },
    ]);
    expect(noticeWidgetItems([post(9, null)])).toEqual([{ id: 9, title: '공지 9', date: '' }]);
    expect(NOTICE_WIDGET_HEIGHT_PX).toBe(200);
  });

  it('selects the asked post, else the first', () => {
    const posts = [post(1, null), post(2, null)];
    expect(selectBoardPost(posts, 2)?.id).toBe(2);
    expect(selectBoardPost(posts, 9)?.id).toBe(1);
    expect(selectBoardPost([], null)).toBeNull();
  });

  it('property: the widget holds at most 5 notices in non-increasing time order', () => {
    const arb = fc.array(fc.record({ id: fc.nat(1000), t: fc.integer({ min: 0, max: 4_000_000_000_000 }), notice: fc.boolean() }), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(arb, (rows) => {
        const items = noticeWidgetItems(rows.map((r) => post(r.id, r.t + 100_000_000_000, r.notice ? 'notice' : '2')));
        expect(items.length).toBe(Math.min(5, rows.filter((r) => r.notice).length));
        for (const item of items) expect(item.date).toMatch(/^\d{2}\.\d{2}\.\d{2}$/);
      }),
    );
  });

  it('property: a KST date-time text reads back to the instant it names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (sec) => {
        const ms = sec * 1000;
        const d = new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
        expect(boardPostTime(post(1, d))).toBe(ms);
      }),
    );
  });
});
