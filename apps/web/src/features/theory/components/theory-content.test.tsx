import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TheoryContentResponse } from '@pdr/contract/theory';
import { setToken } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithApp } from '@/test/render.tsx';
import { testUser } from '@/test/users.ts';
import { TheoryContent } from './theory-content.tsx';

const picture = 'http://api.test/images/theory/road.svg';

function content(over: Partial<TheoryContentResponse['data']> = {}): TheoryContentResponse {
  return {
    data: {
      content: {
        number: 2,
        title: "Обов'язки водія",
        blocks: [
          {
            content: `<h3>Перед поїздкою</h3><p>Перевірте справність авто.</p><img src="${picture}" alt="Дорога">`,
            images: [picture, 'http://api.test/images/theory/kit.svg'],
            videos: [
              'https://youtu.be/abcDEF12345',
              'https://www.youtube.com/watch?v=ghiJKL67890&t=5',
              'https://youtube.com/shorts/mnoPQR11223',
            ],
            comment: '<p>Аптечку перевіряйте щосезону.</p>',
          },
          { content: '<p>Другий блок без коментаря.</p>', images: [], videos: [], comment: '' },
        ],
      },
      themes_count: 3,
      position: 2,
      previous_theme: { id: 101 },
      next_theme: { id: 103 },
      ...over,
    },
  };
}

async function show(answer: { status?: number; body: unknown }) {
  setToken('t');
  const calls = fakeApi({
    'GET user': { body: testUser({ premium_check: true }) },
    'GET theories/1/content/102': answer,
  });
  const view = await renderWithApp(<TheoryContent theoryId={1} contentId={102} />, '/theory/1/content/102');
  return { ...view, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe('TheoryContent', () => {
  it('shows the theme number and title, the counter, and the blocks', async () => {
    await show({ body: content() });
    expect(await screen.findByRole('heading', { level: 1, name: /Тема 2/ })).toHaveTextContent(
      "Тема 2. Обов'язки водія",
    );
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('2 з 3 тем цієї теорії')).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { name: 'Перед поїздкою' })).toBeInTheDocument();
    expect(screen.getByText('Другий блок без коментаря.')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false');
  });

  it('counts by the place in the theory, while the number is the test theme it explains', async () => {
    await show({
      body: content({ content: { number: 16, title: 'Проїзд перехресть', blocks: [] }, position: 3 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Тема 16/ })).toHaveTextContent(
      'Тема 16. Проїзд перехресть',
    );
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });

  it('lists only the pictures the text does not show already', async () => {
    await show({ body: content() });
    const list = await screen.findByRole('list', { name: 'Ілюстрації' });
    const images = list.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'http://api.test/images/theory/kit.svg');
    expect(screen.getByRole('img', { name: 'Дорога' })).toHaveAttribute('src', picture);
  });

  it('embeds each video from youtu.be, watch?v= and shorts addresses as a lazy youtube-nocookie player', async () => {
    await show({ body: content() });
    await screen.findByRole('list', { name: 'Відеоуроки' });
    const frames = [...document.querySelectorAll('iframe')];
    expect(frames.map((f) => f.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/abcDEF12345?rel=0',
      'https://www.youtube-nocookie.com/embed/ghiJKL67890?rel=0&start=5',
      'https://www.youtube-nocookie.com/embed/mnoPQR11223?rel=0',
    ]);
    expect(frames.every((f) => f.getAttribute('loading') === 'lazy')).toBe(true);
    expect(frames[0]).toHaveAttribute('title', "Відеоурок 1: Обов'язки водія");
  });

  it('opens and closes the expert comment with a disclosure button; blocks without one have none', async () => {
    await show({ body: content() });
    const toggle = await screen.findByRole('button', { name: 'Коментар експерта' });
    expect(screen.getAllByRole('button', { name: 'Коментар експерта' })).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Аптечку перевіряйте щосезону.');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('links to the previous and the next theme when both exist', async () => {
    await show({ body: content() });
    expect(await screen.findByRole('link', { name: 'Попередня тема' })).toHaveAttribute(
      'href',
      '#/theory/1/content/101',
    );
    expect(screen.getByRole('link', { name: 'Наступна тема' })).toHaveAttribute(
      'href',
      '#/theory/1/content/103',
    );
  });

  it('has no previous link on the first theme', async () => {
    await show({ body: content({ previous_theme: null }) });
    expect(await screen.findByRole('link', { name: 'Наступна тема' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Попередня тема' })).not.toBeInTheDocument();
  });

  it('has no next link on the last theme', async () => {
    await show({ body: content({ next_theme: null }) });
    expect(await screen.findByRole('link', { name: 'Попередня тема' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Наступна тема' })).not.toBeInTheDocument();
  });

  it("says 'Сторінки не знайдено' on 404 with the way back and no retry that would find nothing", async () => {
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories/1/content/102': { status: 404, body: { message: 'Тему теорії не знайдено' } },
    });
    await renderWithApp(<TheoryContent theoryId={1} contentId={102} />, '/theory/1/content/102');
    expect(await screen.findByText('Сторінки не знайдено')).toBeInTheDocument();
    for (const back of screen.getAllByRole('link', { name: 'До тем розділу' }))
      expect(back).toHaveAttribute('href', '#/theory/1');
    expect(screen.queryByRole('button', { name: 'Спробувати ще раз' })).not.toBeInTheDocument();
  });

  it('loads the theme when asked to try again after a server error', async () => {
    let answers = 0;
    setToken('t');
    fakeApi({
      'GET user': { body: testUser({ premium_check: true }) },
      'GET theories/1/content/102': () =>
        ++answers === 1 ? { status: 500, body: { message: 'Виникла помилка!' } } : { body: content() },
    });
    await renderWithApp(<TheoryContent theoryId={1} contentId={102} />, '/theory/1/content/102');
    expect(await screen.findByText('Виникла помилка!', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Тема 2.'));
  });

  it('does not ask the server about an address that cannot name a theme', async () => {
    setToken('t');
    const calls = fakeApi({ 'GET user': { body: testUser({ premium_check: true }) } });
    await renderWithApp(<TheoryContent theoryId={1} contentId={null} />, '/theory/1/content/x');
    expect(screen.getByText('Сторінки не знайдено')).toBeInTheDocument();
    expect(calls.some((c) => c.key.startsWith('GET theories'))).toBe(false);
  });
});
