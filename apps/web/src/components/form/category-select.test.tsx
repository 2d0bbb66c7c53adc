import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@pdr/contract/catalog';
import { switchLanguage } from '@/lib/i18n.ts';
import { CategorySelect } from './category-select.tsx';
import { categoriesCount } from './category-select-aria.ts';

const CATEGORIES: Category[] = [
  { id: 1, label: 'A' },
  { id: 3, label: 'B' },
  { id: 5, label: 'C' },
];

function Harness() {
  const [value, setValue] = useState([3]);
  return (
    <>
      <label htmlFor="cats">Категорія</label>
      <CategorySelect
        id="cats"
        categories={CATEGORIES}
        value={value}
        onChange={setValue}
        onBlur={() => undefined}
        loading={false}
      />
    </>
  );
}

describe('CategorySelect', () => {
  it('names its remove buttons and tells a screen reader what changed, in Ukrainian', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Прибрати категорію B' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Категорія'));
    await userEvent.keyboard('{Escape}{Backspace}');
    expect(screen.queryByRole('button', { name: 'Прибрати категорію B' })).not.toBeInTheDocument();
    expect(await screen.findByText('Категорію B прибрано.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Категорія'), 'C');
    expect(await screen.findByText('Знайдено: 1 категорія за запитом «C».')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Прибрати категорію C' })).toBeInTheDocument();
  });

  it('counts categories with the right Ukrainian form', () => {
    expect([1, 2, 5, 11, 21, 22, 112].map(categoriesCount)).toEqual([
      '1 категорія',
      '2 категорії',
      '5 категорій',
      '11 категорій',
      '21 категорія',
      '22 категорії',
      '112 категорій',
    ]);
  });

  it('speaks English when English is chosen: the remove buttons, the announcements and the count', async () => {
    await act(() => switchLanguage('en'));
    try {
      render(<Harness />);
      expect(screen.getByRole('button', { name: 'Remove category B' })).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Категорія'), 'C');
      expect(await screen.findByText('Found: 1 category for “C”.')).toBeInTheDocument();
      expect([1, 2, 5].map(categoriesCount)).toEqual(['1 category', '2 categories', '5 categories']);
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
