import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PupilRow, TeacherGroup } from '@pdr/contract/teacher';
import { switchLanguage } from '@/lib/i18n.ts';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { CabinetPage } from './cabinet-page.tsx';
import { TeacherGate } from './teacher-gate.tsx';

const group: TeacherGroup = {
  id: 5,
  name: 'Група вечірня',
  code: '12345678',
  school_name: 'Автошкола «Рух»',
  pupils: 3,
  invite_url: 'http://localhost/#/register?code=12345678',
};

function pupil(
  id: number,
  last: string,
  first: string,
  progress: number,
  extra: Partial<PupilRow> = {},
): PupilRow {
  return {
    id,
    first_name: first,
    last_name: last,
    phone: `+38 (067) *** ** ${String(id).padStart(2, '0')}`,
    active_category: 'B',
    premium_until: null,
    themes_done: 0,
    themes_total: 9,
    progress,
    credits_passed: 0,
    exams_taken_30d: 0,
    exams_passed_30d: 0,
    readiness: { exams: 0, percent: null },
    last_activity: null,
    ...extra,
  };
}

const pupils = [
  pupil(1, 'Коваль', 'Олена', 40, {
    readiness: { exams: 4, percent: 75 },
    exams_taken_30d: 4,
    exams_passed_30d: 3,
  }),
  pupil(2, 'Ґудзь', 'Ярина', 90, { active_category: 'C' }),
  pupil(3, 'Бондар', 'Тарас', 10),
];

async function show(role: number, list: PupilRow[] = pupils) {
  setToken('t');
  fakeApi({
    'GET user': { body: testUser({ role_id: role }) },
    'GET teacher/groups': { body: { groups: [{ ...group, pupils: list.length }] } },
    'GET teacher/groups/5/pupils': { body: { group, pupils: list } },
  });
  await renderRoutes(
    [
      {
        path: '/teacher',
        element: (
          <TeacherGate title="Кабінет викладача">
            <CabinetPage />
          </TeacherGate>
        ),
      },
    ],
    '/teacher',
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('CabinetPage', () => {
  it('lists the group with its pupil count and its pupils by name, each linked to their page', async () => {
    await show(4);
    expect(await screen.findByRole('link', { name: /Група вечірня.*3 учні/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('table', { name: 'Учні групи вечірня' })).toBeInTheDocument();
    expect(names()).toEqual(['Бондар Тарас', 'Ґудзь Ярина', 'Коваль Олена']);
    expect(screen.getByRole('link', { name: 'Коваль Олена' })).toHaveAttribute('href', '#/teacher/pupils/1');
    const row = screen.getByRole('row', { name: /Коваль Олена/ });
    expect(within(row).getByText('75%')).toBeInTheDocument();
    expect(within(row).getByText('3 з 4 складено')).toBeInTheDocument();
  });

  it("shows each pupil's active category and sorts by it", async () => {
    await show(4);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Категорія/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Ґудзь Ярина/ })).getByRole('cell', { name: 'C' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Категорія/ }));
    expect(names().at(-1)).toBe('Ґудзь Ярина');
    expect(screen.getByRole('columnheader', { name: /Категорія/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sorts by progress, highest first, and says so to screen readers', async () => {
    await show(4);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: /Прогрес/ }));
    expect(names()).toEqual(['Ґудзь Ярина', 'Коваль Олена', 'Бондар Тарас']);
    expect(screen.getByRole('columnheader', { name: /Прогрес/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Прогрес/ }));
    expect(names()).toEqual(['Бондар Тарас', 'Коваль Олена', 'Ґудзь Ярина']);
  });

  it('filters by name whatever the case, with г for ґ', async () => {
    await show(4);
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Пошук за ім’ям' }), 'гудз');
    expect(names()).toEqual(['Ґудзь Ярина']);
    expect(screen.getByRole('status')).toHaveTextContent('Знайдено: 1 з 3');
  });

  it('invites the teacher to hand out invitations while the group is empty', async () => {
    await show(4, []);
    expect(await screen.findByText(/У групі ще немає учнів/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Відкрити запрошення' })).toHaveAttribute('href', '#/referal');
  });

  it('shows cards instead of the table on a phone', async () => {
    vi.stubGlobal('innerWidth', 375);
    await show(4);
    expect(await screen.findByRole('link', { name: 'Коваль Олена' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Сортувати' })).toBeInTheDocument();
  });

  it('tells a pupil the cabinet is for teachers', async () => {
    await show(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Цей розділ лише для викладачів');
  });
});

describe('CabinetPage in English', () => {
  afterEach(async () => {
    await act(() => switchLanguage('uk'));
    window.localStorage.clear();
  });

  it('shows the title, the group with its plural, the export button and the pupils’ table in English', async () => {
    await act(() => switchLanguage('en'));
    await show(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Teacher’s room' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'My groups' })).toHaveTextContent('3 pupils');
    expect(await screen.findByRole('button', { name: 'Export to CSV (Excel)' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('3 pupils', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Exams in 30 days/ })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Коваль Олена/ });
    expect(within(row).getByText('3 of 4 passed')).toBeInTheDocument();
    expect(within(row).getByText('0 of 9')).toBeInTheDocument();
    expect(within(row).getByText('none yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Бондар Тарас/ })).getByText('no exams'),
    ).toBeInTheDocument();
  });
});
