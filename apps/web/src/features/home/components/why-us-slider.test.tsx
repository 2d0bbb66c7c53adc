import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slidesPerView, snapCount } from './slides-per-view.ts';
import { WhyUsSlider } from './why-us-slider.tsx';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** Slides a user can see: the others are hidden from assistive technology and made inert. */
function visibleSlides() {
  return screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'слайд');
}

describe('slidesPerView', () => {
  it('fits 3 slides from 992 px, 2 below 992 px and 1 below 768 px', () => {
    expect(slidesPerView(1280)).toBe(3);
    expect(slidesPerView(992)).toBe(3);
    expect(slidesPerView(991)).toBe(2);
    expect(slidesPerView(768)).toBe(2);
    expect(slidesPerView(767)).toBe(1);
    expect(slidesPerView(375)).toBe(1);
  });

  it('stops one slide at a time without showing empty space at the end', () => {
    expect(snapCount(6, 3)).toBe(4);
    expect(snapCount(6, 1)).toBe(6);
    expect(snapCount(2, 3)).toBe(1);
  });
});

describe('WhyUsSlider', () => {
  beforeEach(() => {
    // jsdom has no layout observers or media queries; Embla only needs them to exist.
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', Observer);
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setWidth(1024);
  });

  it('shows three slides on a wide screen and moves with the arrow buttons', async () => {
    setWidth(1280);
    render(<WhyUsSlider />);

    expect(visibleSlides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 з 6',
      '2 з 6',
      '3 з 6',
    ]);
    expect(screen.getAllByRole('button', { name: /Показати слайд/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Попередній слайд' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(visibleSlides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '2 з 6',
      '3 з 6',
      '4 з 6',
    ]);
    expect(screen.getByRole('button', { name: 'Показати слайд 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows one slide on a phone and follows the arrow keys and the dots', async () => {
    setWidth(375);
    render(<WhyUsSlider />);
    expect(visibleSlides()).toHaveLength(1);

    const next = screen.getByRole('button', { name: 'Наступний слайд' });
    next.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const [slide] = visibleSlides();
    expect(slide).toHaveAttribute('aria-label', '3 з 6');
    expect(within(slide!).getByRole('heading')).toHaveTextContent('Іспит як справжній');

    await userEvent.click(screen.getByRole('button', { name: 'Показати слайд 6' }));
    expect(visibleSlides()[0]).toHaveAttribute('aria-label', '6 з 6');
    expect(screen.getByRole('button', { name: 'Наступний слайд' })).toBeDisabled();
  });

  it('goes to two slides when the window narrows below 992 px', () => {
    setWidth(1280);
    render(<WhyUsSlider />);
    act(() => {
      setWidth(800);
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleSlides()).toHaveLength(2);
  });
});
