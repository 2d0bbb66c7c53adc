import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPackReport } from '@pdr/contract/admin';
import { setToken } from '@/lib/session.ts';
import { jsonResponse } from '@/test/fake-api.ts';
import { renderWithQuery } from '@/test/render.tsx';
import { ContentPage } from './content-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

const info = {
  content_version: 7,
  themes: 8,
  questions: 240,
  retired: 0,
  per_category: [{ code: 'B', questions: 240 }],
  demo: true,
};

const report = (over: Partial<AdminPackReport> = {}): AdminPackReport => ({
  ok: true,
  imported: false,
  pack: { name: 'Демо', version: '2026.2' },
  summary: { themes: 8, questions: 240, theories: 1, images: 40 },
  problems: [],
  error_count: 0,
  warning_count: 0,
  counts: [{ kind: 'answers', label: 'відповіді', added: 0, changed: 2, retired: 0 }],
  notes: [],
  content_version_before: 7,
  content_version_after: 7,
  ...over,
});

/** fetch answering by "METHOD path"; records each call with the body it was sent. */
function stubApi(answers: Record<string, () => { status?: number; body: unknown }>) {
  const calls: { key: string; body: unknown; type: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '')}`;
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ key, body: init?.body, type: headers['Content-Type'] });
      const answer = answers[key]?.() ?? { status: 404, body: { message: 'Не знайдено' } };
      return jsonResponse(answer.body, answer.status ?? 200);
    }),
  );
  return calls;
}

const archive = (name = 'pack.tar.gz') => new File([new Uint8Array([0x1f, 0x8b, 1, 2])], name);

describe('ContentPage: a pack from an archive', () => {
  it('checks the file, shows what would change, and imports the same file only after a confirmation', async () => {
    setToken('t');
    const calls = stubApi({
      'GET admin/content': () => ({ body: info }),
      'POST admin/content/preview': () => ({ body: report() }),
      'POST admin/content/import': () => ({
        body: report({ imported: true, content_version_after: 9 }),
      }),
    });
    renderWithQuery(<ContentPage />);
    const importButton = screen.getByRole('button', { name: 'Імпортувати' });
    expect(screen.getByRole('button', { name: 'Перевірити' })).toBeDisabled();
    expect(importButton).toBeDisabled();

    const file = archive();
    await userEvent.upload(screen.getByLabelText('Архів пакета (.tar.gz)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Перевірити' }));
    expect(await screen.findByText(/Пакет пройшов перевірку\. Нічого не змінено/)).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Що зміниться' });
    expect(within(changes).getByRole('row', { name: /відповіді 0 2 0/ })).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST admin/content/preview')).toMatchObject({
      body: file,
      type: 'application/gzip',
    });
    expect(calls.some((c) => c.key === 'POST admin/content/import')).toBe(false);

    await userEvent.click(importButton);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Так, імпортувати' }));
    expect(await screen.findByText(/Пакет імпортовано\. Версія змісту: 7 → 9/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST admin/content/import')?.body).toBe(file);
    expect(screen.getByRole('button', { name: 'Імпортувати' })).toBeDisabled();
  });

  it('lists the problems of an invalid pack and keeps import disabled', async () => {
    setToken('t');
    stubApi({
      'GET admin/content': () => ({ body: info }),
      'POST admin/content/preview': () => ({
        body: report({
          ok: false,
          error_count: 1,
          counts: [],
          problems: [
            {
              level: 'error',
              file: 'questions/1.json',
              path: '$[0].answers',
              message: 'має бути рівно одна правильна відповідь, а позначено 3',
            },
          ],
        }),
      }),
    });
    renderWithQuery(<ContentPage />);
    await userEvent.upload(screen.getByLabelText('Архів пакета (.tar.gz)'), archive());
    await userEvent.click(screen.getByRole('button', { name: 'Перевірити' }));
    expect(await screen.findByText(/Пакет НЕ пройшов перевірку: помилок 1/)).toBeInTheDocument();
    expect(screen.getByText(/questions\/1\.json \$\[0\]\.answers: має бути рівно одна/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Імпортувати' })).toBeDisabled();
  });

  it('says what the server refused, and refuses an archive over 50 MB before sending it', async () => {
    setToken('t');
    const calls = stubApi({
      'GET admin/content': () => ({ body: info }),
      'POST admin/content/preview': () => ({
        status: 422,
        body: {
          message: 'Небезпечний архів: «../x.json» — шлях виходить за межі архіву (..); нічого не змінено',
        },
      }),
    });
    renderWithQuery(<ContentPage />);
    const input = screen.getByLabelText('Архів пакета (.tar.gz)');
    await userEvent.upload(input, archive());
    await userEvent.click(screen.getByRole('button', { name: 'Перевірити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Небезпечний архів');

    const big = archive('big.tar.gz');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('Архів завеликий: не більше 50 МБ');
    expect(screen.getByRole('button', { name: 'Перевірити' })).toBeDisabled();
    expect(calls.filter((c) => c.key === 'POST admin/content/preview')).toHaveLength(1);
  });
});
