import { vi } from 'vitest';

/** A JSON answer as the API sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Replaces fetch with answers by "METHOD path" (path after /api/); records every call. */
export function fakeApi(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\//, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const entry = answers[key];
    const answer =
      typeof entry === 'function'
        ? entry(body)
        : (entry ?? { status: 404, body: { message: 'Не знайдено' } });
    return jsonResponse(answer.body, answer.status ?? 200, answer.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
