import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client.ts';
import { LoadError } from './load-error.tsx';

describe('the teacher’s LoadError', () => {
  it('says what is not there for a 404, with no retry that would find nothing', () => {
    render(<LoadError error={new ApiError(404, 'Групу не знайдено')} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Групу не знайдено');
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
  });

  it('offers a retry for a lost connection or a server error', () => {
    const onRetry = vi.fn();
    render(<LoadError error={new ApiError(0, 'Немає зв’язку')} onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Спробувати ще раз' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
