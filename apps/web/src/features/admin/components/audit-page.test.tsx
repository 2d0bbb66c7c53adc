import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { OPERATOR_ROLE_ID, PUPIL_ROLE_ID } from '@pdr/contract/constants';
import { formatPhone } from '@pdr/contract/phone';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { auditFields } from './audit-fields.ts';
import { AuditPage } from './audit-page.tsx';
import { kyivTime } from './format.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const entry = (id: number, action: string, target: string, before: unknown, after: unknown) => ({
  id,
  at: '2026-11-30T10:00:00.000Z',
  operator: 'командний рядок',
  action,
  target,
  before,
  after,
});

/** A side of a card ('Було' / 'Стало') as the operator reads it: label and value pairs. */
function pairs(card: HTMLElement, side: number): string[][] {
  const group = within(card).getByRole('group', { name: side === 0 ? 'Було' : 'Стало' });
  return within(group)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('AuditPage', () => {
  it('shows each change before and after in Ukrainian words, dates, money and yes or no, never raw keys', async () => {
    setToken('t');
    fakeApi({
      'GET admin/audit': {
        body: {
          entries: [
            entry(
              4,
              'Тариф: зміна',
              'Преміум за замовчуванням',
              { price: 249, days: 90, former_price: null },
              { price: 299, days: 90, former_price: 349 },
            ),
            entry(
              3,
              'Преміум: надано',
              '067 000 00 01',
              { premium_until: null },
              { premium_until: '2030-01-31T21:59:59.999Z' },
            ),
            entry(
              2,
              'Роль: оператор',
              '067 000 00 01',
              { role_id: PUPIL_ROLE_ID },
              { role_id: OPERATOR_ROLE_ID },
            ),
            entry(1, 'Відгук: опрацьовано', 'Повідомлення №7', { done: false }, { done: true }),
          ],
        },
      },
    });
    renderWithQuery(<AuditPage />);
    const cards = await screen.findAllByRole('listitem');
    const [tariff, premium, role, done] = cards.filter((c) => c.tagName === 'LI');
    expect(pairs(tariff!, 0)).toEqual([
      ['Ціна', '249 грн'],
      ['Днів Преміуму', '90 дн.'],
      ['Колишня ціна', 'немає'],
    ]);
    expect(pairs(tariff!, 1)).toContainEqual(['Колишня ціна', '349 грн']);
    expect(pairs(premium!, 0)).toEqual([['Преміум до', 'не діє']]);
    expect(pairs(premium!, 1)).toEqual([['Преміум до', kyivTime('2030-01-31T21:59:59.999Z')]]);
    expect(pairs(role!, 1)).toEqual([['Роль', 'оператор']]);
    expect(pairs(done!, 0)).toEqual([['Опрацьовано', 'ні']]);
    expect(pairs(done!, 1)).toEqual([['Опрацьовано', 'так']]);
    expect(within(premium!).getByText(/командний рядок/)).toBeInTheDocument();
    const text = screen.getByRole('region', { name: 'Журнал змін' }).textContent ?? '';
    for (const key of ['premium_until', 'former_price', 'role_id', 'done', 'true', '{', '"'])
      expect(text).not.toContain(key);
  });

  it('says a change with nothing before was nothing', async () => {
    setToken('t');
    fakeApi({
      'GET admin/audit': {
        body: {
          entries: [
            entry(1, 'Автошкола: створено', 'Автошкола «Рух»', null, {
              input: { name: 'Автошкола «Рух»', city: null },
              result: ['Автошколу створено: №3 «Автошкола «Рух»».'],
            }),
          ],
        },
      },
    });
    renderWithQuery(<AuditPage />);
    const [card] = (await screen.findAllByRole('listitem')).filter((c) => c.tagName === 'LI');
    expect(within(card!).getByText('Було: —')).toBeInTheDocument();
    expect(pairs(card!, 1)).toEqual([
      ['Назва', 'Автошкола «Рух»'],
      ['Місто', 'не вказано'],
      ['Відповідь', 'Автошколу створено: №3 «Автошкола «Рух»».'],
    ]);
  });
});

describe('auditFields', () => {
  it("labels a command's input, a group's teacher and code, an order's state and a pack's changes", () => {
    expect(
      auditFields({
        input: { school_id: 2, teacher_phone: '+380670000001', price: null, group_code: '12345678' },
      }),
    ).toEqual([
      { label: 'Автошкола', value: '№2' },
      { label: 'Телефон викладача', value: formatPhone('+380670000001') },
      { label: 'Ціна', value: 'звичайна' },
      { label: 'Код групи', value: '123 45 678' },
    ]);
    expect(auditFields({ status: 'reversed', teacher: null, group: null })).toEqual([
      { label: 'Стан замовлення', value: 'повернене' },
      { label: 'Викладач', value: 'немає' },
      { label: 'Група', value: 'без групи' },
    ]);
    expect(auditFields({ counts: { themes: { added: 1, changed: 0, retired: 2 } } })).toEqual([
      { label: 'Зміни', value: 'теми: додано: 1, змінено: 0, вилучено: 2' },
    ]);
  });

  it('shows a key it does not know as it is, and nothing for an empty side', () => {
    expect(auditFields({ something_new: true })).toEqual([{ label: 'something_new', value: 'так' }]);
    expect(auditFields(null)).toEqual([]);
  });
});
