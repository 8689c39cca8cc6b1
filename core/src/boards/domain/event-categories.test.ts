import fc from 'fast-check';
import type { BoardPost } from './board-post.js';
import { EVENT_CATEGORY_ORDER, firstEvent, groupEventsByCategory } from './event-categories.js';

const event = (id: number, category: string): BoardPost => ({ id, title: `e${id}`, contents: '', category });

describe('event categories', () => {
  it('lists the categories of spec 2 in order with Korean labels and counts', () => {
    const groups = groupEventsByCategory([event(1, '2'), event(2, '2'), event(3, '9')]);
    expect(groups.map((g) => g.category)).toEqual([1, 5, 2, 3, 4, 6, 7, 8, 10, 9]);
    expect(groups.map((g) => g.title)).toEqual([
      '신규회원 전용 (0)',
      '전체 이벤트 (0)',
      '카지노 (2)',
      '슬롯 (0)',
      '스포츠 (0)',
      '라이브 스포츠 (0)',
      '가상 스포츠 (0)',
      '미니게임 (0)',
      '홀덤 (0)',
      '지인 추천 (1)',
    ]);
  });

  it('selects the first event in display order by default', () => {
    expect(firstEvent(groupEventsByCategory([event(1, '9'), event(2, '3'), event(3, '3')]))?.id).toBe(2);
    expect(firstEvent(groupEventsByCategory([]))).toBeNull();
  });

  it('property: counts add up to the events of known categories', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 40 }), (cats) => {
        const groups = groupEventsByCategory(cats.map((c, i) => event(i, String(c))));
        const known = cats.filter((c) => (EVENT_CATEGORY_ORDER as readonly number[]).includes(c)).length;
        expect(groups.reduce((n, g) => n + g.count, 0)).toBe(known);
        for (const g of groups) expect(g.count).toBe(g.events.length);
      }),
    );
  });
});
