import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_FLAG_PATH, FlagImage } from './FlagImage.js';

const flag = (): HTMLImageElement => screen.getByTestId('location-flag') as HTMLImageElement;

describe('FlagImage', () => {
  it("shows the location's flag", () => {
    render(<FlagImage src="/images/flags/kr.svg" />);
    expect(flag().getAttribute('src')).toBe('/images/flags/kr.svg');
  });

  it('shows the neutral fallback flag when the image fails to load, and stops there', () => {
    render(<FlagImage src="/images/flags/xx.svg" />);
    fireEvent.error(flag());
    expect(flag().getAttribute('src')).toBe(FALLBACK_FLAG_PATH);
    fireEvent.error(flag());
    expect(flag().getAttribute('src')).toBe(FALLBACK_FLAG_PATH);
  });

  it('shows the fallback flag for a location without an image', () => {
    render(<FlagImage src={null} />);
    expect(flag().getAttribute('src')).toBe(FALLBACK_FLAG_PATH);
  });
});
