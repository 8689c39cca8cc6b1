import { screen } from '@testing-library/react';
import { renderFeature } from '../design-system/testing/render-feature.js';
import { NoticeTicker } from './NoticeTicker.js';

const items = [
  { id: 5, title: '서버 점검 안내', date: '26.11.25' },
  { id: 4, title: '은행 점검시간 안내', date: '' },
];

describe('NoticeTicker', () => {
  it('scrolls the newest notices in 20 s on desktop, each linking to its detail', () => {
    renderFeature(<NoticeTicker items={items} />);
    const ticker = screen.getByRole('marquee', { name: '공지 알림' });
    expect(screen.getByRole('link', { name: '서버 점검 안내' }).getAttribute('href')).toBe('/community/notice/detail/5');
    expect(screen.getByText('26.11.25')).toBeTruthy();
    expect(ticker.querySelector('[data-seconds]')?.getAttribute('data-seconds')).toBe('20');
  });

  it('takes 10 s on mobile and draws nothing without notices', () => {
    const { unmount } = renderFeature(<NoticeTicker items={items} />, 'mobile');
    expect(screen.getByRole('marquee').querySelector('[data-seconds]')?.getAttribute('data-seconds')).toBe('10');
    unmount();
    const { container } = renderFeature(<NoticeTicker items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
