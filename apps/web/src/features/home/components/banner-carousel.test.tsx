import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { Banner } from '@platform/contracts';
import { changeLanguage } from '../../../i18n';
import { pt } from '../../../i18n/pt';
import { renderWithApp } from '../../../test-render';
import { BannerCarousel } from './banner-carousel';

const banner = (id: string): Banner => ({
  id,
  groupName: 'w_home',
  url: `/banners/${id}.png`,
  title: `Destaque ${id}`,
  linkage: '',
  linkageType: 'NONE',
});

const current = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.classList.contains('banner-dot'))
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(async () => {
  await changeLanguage('PT');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('home banner carousel (spec sections 2 and 9: autoplay 5 s, transition 1 s)', () => {
  it('moves to the next banner every 5 s, over a 1 s transition, and round to the first', () => {
    renderWithApp(<BannerCarousel banners={[banner('a'), banner('b'), banner('c')]} />);
    const track = screen.getByTestId('banner-carousel').querySelector<HTMLElement>('.banner-track')!;
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });

    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(4_999));
    expect(current()).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toBe(1);

    // Half-way through the transition the strip is half-way to the next slide; done after 1 s.
    act(() => void vi.advanceTimersByTime(500));
    expect(track.scrollLeft).toBeGreaterThan(0);
    expect(track.scrollLeft).toBeLessThan(400);
    act(() => void vi.advanceTimersByTime(520));
    expect(track.scrollLeft).toBe(400);

    act(() => void vi.advanceTimersByTime(5_000 - 1_020));
    expect(current()).toBe(2);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(current()).toBe(0);
  });

  it('stays on its banner while paused, and one banner never moves', () => {
    const { unmount } = renderWithApp(<BannerCarousel banners={[banner('a'), banner('b')]} />);
    act(() => screen.getByRole('button', { name: pt.home.banners.pause }).click());
    act(() => void vi.advanceTimersByTime(15_000));
    expect(current()).toBe(0);
    unmount();

    renderWithApp(<BannerCarousel banners={[banner('a')]} />);
    expect(screen.queryByRole('button', { name: pt.home.banners.pause })).toBeNull();
  });
});
