import { fireEvent, screen } from '@testing-library/react';
import { shellFixture } from '../shell/testing/shell-fixture.js';
import { ErrorPage } from './ErrorPage.js';

describe('ErrorPage', () => {
  it('reads 페이지를 찾을 수 없습니다. for 404, without the message', () => {
    shellFixture().render(<ErrorPage status={404} message="Not Found" />);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it('reads 오류가 발생했습니다. plus the message for other statuses', () => {
    shellFixture().render(<ErrorPage status={500} message="서버 점검 중입니다." />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '오류가 발생했습니다.' })).toBeTruthy();
    expect(screen.getByText('서버 점검 중입니다.')).toBeTruthy();
  });

  it('links to the top page through the router', () => {
    const f = shellFixture();
    f.render(<ErrorPage status={404} />);
    const link = screen.getByRole('link', { name: '메인으로 이동' });
    expect(link.getAttribute('href')).toBe('/');
    fireEvent.click(link);
    expect(f.navigations).toEqual(['/']);
  });
});
