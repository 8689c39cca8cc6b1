import { styled, css } from 'styled-components';
import type { BannerTone } from '@bet/core/boards';
import { color, mobileMedia } from '../../design-system/tokens.js';

/** Each text banner's gradient on the dark theme (light text: at least 4.5:1 over the darker end). */
const TONES: Record<BannerTone, string> = {
  gold: 'linear-gradient(120deg, #3b2705 0%, #7a5208 45%, #1a1306 100%)',
  red: 'linear-gradient(120deg, #3d0b10 0%, #8e1b24 50%, #1c0709 100%)',
  blue: 'linear-gradient(120deg, #071a3d 0%, #1f5fd6 55%, #081226 100%)',
  green: 'linear-gradient(120deg, #06281a 0%, #12744a 55%, #06160f 100%)',
  purple: 'linear-gradient(120deg, #1e0b3b 0%, #5b2aa8 55%, #120822 100%)',
};

export const Strip = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${color('border')};
  background: ${color('surface')};
`;

export const Slides = styled.div<{ $index: number }>`
  display: flex;
  transition: transform 0.5s ease;
  transform: translateX(${({ $index }) => -100 * $index}%);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** One banner: the whole slide is its link. */
export const Slide = styled.div<{ $tone: BannerTone; $image: boolean }>`
  flex: 0 0 100%;
  height: 240px;
  ${({ $tone, $image }) =>
    $image
      ? css`
          background: ${color('surfaceRaised')};
        `
      : css`
          /* Gold rings on the right: the text banner's picture, drawn without an image file. */
          background:
            radial-gradient(circle at 82% 50%, transparent 0 70px, rgba(243, 178, 27, 0.35) 71px 74px, transparent 75px),
            radial-gradient(circle at 82% 50%, transparent 0 110px, rgba(255, 255, 255, 0.12) 111px 113px, transparent 114px),
            radial-gradient(circle at 82% 50%, rgba(255, 255, 255, 0.1) 0 60px, transparent 61px), ${TONES[$tone]};
        `}
  & > a {
    position: relative;
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 10px;
    height: 100%;
    padding: 0 72px;
    color: ${color('text')};
    text-decoration: none;
  }
  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${mobileMedia} {
    height: 150px;
    & > a {
      padding: 0 40px;
      gap: 6px;
    }
  }
`;

export const SlideTitle = styled.strong`
  position: relative;
  font-size: 36px;
  font-weight: 900;
  line-height: 1.2;
  color: #fff;
  text-shadow: 0 2px 10px rgba(0, 0, 0, 0.55);
  ${mobileMedia} {
    font-size: 20px;
  }
`;

export const SlideCaption = styled.span`
  position: relative;
  font-size: 17px;
  color: #e9edf6;
  text-shadow: 0 1px 6px rgba(0, 0, 0, 0.6);
  ${mobileMedia} {
    font-size: 13px;
  }
`;

export const SlideCta = styled.span`
  position: relative;
  align-self: flex-start;
  margin-top: 6px;
  padding: 6px 16px;
  border-radius: 999px;
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-weight: 700;
  font-size: 14px;
  ${mobileMedia} {
    margin-top: 2px;
    padding: 3px 10px;
    font-size: 12px;
  }
`;

export const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 10px;
  transform: translateY(-50%);
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-size: 18px;
  cursor: pointer;
  ${mobileMedia} {
    width: 28px;
    height: 28px;
    font-size: 13px;
    ${({ $side }) => $side}: 6px;
  }
`;

export const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 10px;
  display: flex;
  justify-content: center;
  gap: 8px;
`;

export const Dot = styled.button<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? 22 : 8)}px;
  height: 8px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : 'rgba(255, 255, 255, 0.45)')};
  cursor: pointer;
  transition: width 0.3s;
`;
