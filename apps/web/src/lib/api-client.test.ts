import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE, setLanguageSource } from '@pdr/contract/language';
import { jsonResponse } from '@/test/fake-api.ts';
import { apiRequest } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguageSource(() => DEFAULT_LANGUAGE);
});

function recordHeaders() {
  const seen: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      seen.push(init?.headers as Record<string, string>);
      return jsonResponse({ ok: true });
    }),
  );
  return seen;
}

describe('the API client', () => {
  it('asks for the app’s language, not the browser’s: Ukrainian until the learner chooses', async () => {
    const seen = recordHeaders();
    await apiRequest('config');
    expect(seen[0]!['Accept-Language']).toBe('uk');
    setLanguageSource(() => 'en');
    await apiRequest('config');
    expect(seen[1]!['Accept-Language']).toBe('en');
  });
});
