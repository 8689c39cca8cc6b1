import { screen } from '@testing-library/react';
import { PageLoading } from './PageLoading.js';
import { renderScreen } from './testing/render-screen.js';

describe('PageLoading', () => {
  it('says the page is loading, as a busy status', () => {
    renderScreen(<PageLoading />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('불러오는 중…');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });
});
