import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_NARROW_DURATION_MS, POPUP_WIDE_DURATION_MS } from '@pdr/contract/constants';
import { showPopup } from '@/lib/popup.ts';
import { POPUP_NARROW_TOP_PX, POPUP_SLIDE_MS, POPUP_WIDE_TOP_PX, PopupBar } from './popup-bar.tsx';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('PopupBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setWidth(1024);
  });

  it('shows an error as an alert near the top of a wide window and hides it after 2 seconds', () => {
    setWidth(1280);
    render(<PopupBar />);
    act(() => showPopup('error', 'Угоди не знайдено'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Угоди не знайдено');
    expect(alert).toHaveStyle({ top: `${POPUP_WIDE_TOP_PX}px` });

    act(() => vi.advanceTimersByTime(POPUP_SLIDE_MS + POPUP_WIDE_DURATION_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(100 + POPUP_SLIDE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a success as a status lower down on a narrow window and clears it after 100 ms', () => {
    setWidth(375);
    render(<PopupBar />);
    act(() => showPopup('success', 'Успішно надіслано'));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Успішно надіслано');
    expect(status).toHaveStyle({ top: `${POPUP_NARROW_TOP_PX}px` });

    act(() => vi.advanceTimersByTime(2 * POPUP_SLIDE_MS + POPUP_NARROW_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('restarts the wait when a new message replaces the one on screen', () => {
    setWidth(1280);
    render(<PopupBar />);
    act(() => showPopup('error', 'Перше'));
    act(() => vi.advanceTimersByTime(POPUP_WIDE_DURATION_MS));
    act(() => showPopup('error', 'Друге'));
    act(() => vi.advanceTimersByTime(POPUP_WIDE_DURATION_MS));

    expect(screen.getByRole('alert')).toHaveTextContent('Друге');
  });
});
