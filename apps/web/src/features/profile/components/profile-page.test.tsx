import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@pdr/contract/accounts';
import { categoryMessages } from '@pdr/contract/category-messages';
import { switchLanguage } from '@/lib/i18n.ts';
import { usePopup } from '@/lib/popup.ts';
import { setToken } from '@/lib/session.ts';
import { sessionStore } from '@/lib/storage.ts';
import { fakeApi, jsonResponse } from '@/test/fake-api.ts';
import { renderRoutes } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { ProfilePage } from './profile-page.tsx';
import { ProfileEdit } from './profile-edit-form.tsx';

const pupil = testUser({ id: 7, categories: [{ id: 3, label: 'B' }] });
const payingTeacher = {
  ...pupil,
  role_id: 4,
  premium_check: true,
  premium_until: '2031-01-31T21:59:59.000Z',
};

function serve(user: User, onPatch?: (body: unknown) => User) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = init?.method === 'PATCH' && onPatch ? onPatch(JSON.parse(String(init.body))) : user;
    return jsonResponse(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function PopupText() {
  return <p>{usePopup()?.text ?? ''}</p>;
}

async function show(path: string) {
  const { router } = await renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      {
        path: '/profile/edit',
        element: (
          <>
            <ProfileEdit />
            <PopupText />
          </>
        ),
      },
    ],
    path,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('ProfilePage', () => {
  it('asks a guest to sign in', async () => {
    await show('/profile');
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '#/login');
  });

  it("shows a pupil's name, 'Група невідома' without a group, and no Premium", async () => {
    setToken('t');
    serve(pupil);
    await show('/profile');
    expect(await screen.findByRole('heading', { name: 'Олена Коваль' })).toBeInTheDocument();
    expect(screen.getByText('Учень')).toBeInTheDocument();
    expect(screen.getByText('Група невідома')).toBeInTheDocument();
    expect(screen.queryByText('Преміум')).not.toBeInTheDocument();
    expect(screen.getByText('+38 (067) 123 45 67')).toBeInTheDocument();
    expect(screen.getByText('Готуюся до категорії').nextElementSibling).toHaveTextContent('B');
    expect(screen.getByText('Обрана категорія').nextElementSibling).toHaveTextContent('B');
    expect(screen.getByRole('link', { name: 'Редагувати профіль' })).toHaveAttribute(
      'href',
      '#/profile/edit',
    );
  });

  it('shows the Premium label, the group and the Premium block for a paying teacher', async () => {
    setToken('t');
    serve({ ...payingTeacher, group_name: 'Група 5' });
    await show('/profile');
    expect(await screen.findByText('Преміум')).toBeInTheDocument();
    expect(screen.getByText('Викладач')).toBeInTheDocument();
    expect(screen.getByText('Група 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Тариф Преміум' })).toBeInTheDocument();
    // The long date ends with 'р.' itself; a sentence's full stop after it read 'р..'.
    expect(screen.getByText(/до 31 січня 2031 р\.$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('р..');
  });

  it("names a teacher's school and every group they teach, with a way to their cabinet", async () => {
    setToken('t');
    serve({
      ...pupil,
      role_id: 4,
      group_name: 'Група А',
      school_name: 'Автошкола «Рух»',
      taught_groups: [
        { id: 1, name: 'Група А', school_name: 'Автошкола «Рух»' },
        { id: 2, name: 'Група Б', school_name: 'Автошкола «Рух»' },
      ],
    });
    await show('/profile');
    expect(await screen.findByText('Група А, Група Б')).toBeInTheDocument();
    expect(screen.getByText('Групи')).toBeInTheDocument();
    expect(screen.getByText('Автошкола «Рух»')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Кабінет викладача' })).toHaveAttribute('href', '#/teacher');
  });
});

describe('ProfilePage in English', () => {
  afterEach(async () => {
    await act(() => switchLanguage('uk'));
  });

  it('shows a paying teacher’s profile in English, the date in English too', async () => {
    setToken('t');
    serve({
      ...payingTeacher,
      taught_groups: [
        { id: 1, name: 'Група А', school_name: 'Автошкола «Рух»' },
        { id: 2, name: 'Група Б', school_name: 'Автошкола «Рух»' },
      ],
    });
    await act(() => switchLanguage('en'));
    await show('/profile');
    expect(await screen.findByRole('heading', { name: 'Premium plan' })).toBeInTheDocument();
    expect(screen.getByText('Teacher')).toBeInTheDocument();
    expect(screen.getByText('Groups')).toBeInTheDocument();
    expect(screen.getByText('Driving school')).toBeInTheDocument();
    expect(
      screen.getByText('Every theme, the theory, exams and review are open to you until 31 January 2031'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the profile' })).toHaveAttribute('href', '#/profile/edit');
  });
});

describe('ProfileEdit', () => {
  it('saves the new names with PATCH /api/user and returns to /profile', async () => {
    setToken('t');
    const fetchMock = serve(pupil, (body) => ({ ...pupil, ...(body as object) }));
    const router = await show('/profile/edit');
    const first = await screen.findByLabelText("Ім'я");
    await waitFor(() => expect(first).toHaveValue('Олена'));
    await userEvent.clear(first);
    await userEvent.type(first, 'Марія');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ first_name: 'Марія', last_name: 'Коваль' });
  });

  it('shows an empty name error without sending', async () => {
    setToken('t');
    const fetchMock = serve(pupil);
    await show('/profile/edit');
    const first = await screen.findByLabelText("Ім'я");
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText("Вкажіть ім'я")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('ProfileEdit: the category the learner prepares for', () => {
  const twoCategories = testUser({
    categories: [
      { id: 1, label: 'A' },
      { id: 5, label: 'C' },
    ],
    active_category: { label: 'A', full_exam: true },
  });
  const group = () => screen.findByRole('group', { name: 'Категорія, до якої готуєтеся' });

  it('switches to another chosen category with PUT /api/user/category and says so', async () => {
    setToken('t');
    const calls = fakeApi({
      'GET user': { body: twoCategories },
      'PUT user/category': (body) => ({
        body: {
          ...twoCategories,
          active_category: { label: (body as { category: 'C' }).category, full_exam: true },
        },
      }),
    });
    const user = userEvent.setup();
    await show('/profile/edit');
    const categories = await group();
    expect(within(categories).getByRole('radio', { name: 'A' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Змінити категорію' });
    expect(save).toBeDisabled();

    // The keyboard: the arrow moves the choice, and only the button sends it.
    within(categories).getByRole('radio', { name: 'A' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(categories).getByRole('radio', { name: 'C' })).toBeChecked();
    expect(calls.filter((c) => c.key === 'PUT user/category')).toHaveLength(0);
    await user.click(save);

    expect(
      await screen.findByText('Категорію змінено: тепер ви готуєтеся до категорії C'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT user/category')?.body).toEqual({ category: 'C' });
    expect(within(await group()).getByRole('radio', { name: 'C' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Змінити категорію' })).toBeDisabled();
    expect(sessionStore.get('user')).toMatchObject({ active_category: { label: 'C' } });
  });

  it("shows the server's 422 under the field and keeps the learner's choice", async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: twoCategories },
      'PUT user/category': {
        status: 422,
        body: { message: 'Перевірте введені дані', errors: { category: categoryMessages.notChosen } },
      },
    });
    const user = userEvent.setup();
    await show('/profile/edit');
    const categories = await group();
    await user.click(within(categories).getByRole('radio', { name: 'C' }));
    await user.click(screen.getByRole('button', { name: 'Змінити категорію' }));

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(categoryMessages.notChosen);
    expect(categories).toHaveAccessibleDescription(categoryMessages.notChosen);
    expect(within(categories).getByRole('radio', { name: 'C' })).toBeChecked();
    // Nothing was switched: the choice can be sent again.
    expect(screen.getByRole('button', { name: 'Змінити категорію' })).toBeEnabled();
    expect(sessionStore.get('user')).toMatchObject({ active_category: { label: 'A' } });
  });

  it('names the only category as text, with where categories are chosen', async () => {
    setToken('t');
    serve(pupil);
    await show('/profile/edit');
    expect(await screen.findByText('Категорія B')).toBeInTheDocument();
    expect(
      screen.getByText(/Категорії обирають під час реєстрації або купівлі Преміуму/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
