import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTestSession, sessionStore } from '@/lib/storage.ts';
import { renderWithApp } from '@/test/render.tsx';
import { TestSideControls } from './test-side-controls.tsx';

const ATTEMPT = '7d0f6c8e-2f43-4a55-9d4e-4b8f6f1c1a01';

function exam(review: boolean) {
  sessionStore.set('general', {
    type: 'exam',
    theme: 0,
    block: null,
    attemptId: ATTEMPT,
    startedAt: Date.now(),
  });
  sessionStore.set('exam', { examId: 'e-1', attemptId: ATTEMPT, review });
  sessionStore.set('timer', 754);
}

afterEach(() => {
  clearTestSession();
  sessionStore.remove('exam');
});

describe('TestSideControls', () => {
  it('shows the countdown with the icon set’s clock, not an emoji, while the exam runs', async () => {
    exam(false);
    await renderWithApp(<TestSideControls />, '/test');
    const timer = screen.getByRole('timer', { name: 'Залишилось часу' });
    expect(timer).toHaveTextContent('12:34');
    expect(timer.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(timer.querySelector('svg')).not.toBeNull();
  });

  it('says the test is over in the review instead of a stopped clock', async () => {
    exam(true);
    await renderWithApp(<TestSideControls />, '/test');
    expect(screen.getByText('Тест завершено')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
