import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export interface LearnerDetails {
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Licence category ids (GET /api/categories: A 1, B 3, C 5); B when not given. */
  categories?: number[];
}

/**
 * Registers a pupil through the API and returns the token. When a retry of the same run already registered the
 * phone (422), signs in with the same password instead.
 */
export async function learnerToken(request: APIRequestContext, learner: LearnerDetails): Promise<string> {
  const { phone, password } = learner;
  const res = await request.post('/api/register', {
    data: {
      phone,
      first_name: learner.firstName,
      last_name: learner.lastName,
      password,
      password_confirmation: password,
      categories: learner.categories ?? [3],
      buy_premium: false,
      accept: 1,
    },
  });
  if (res.status() === 422) {
    const login = await request.post('/api/login', { data: { phone, password } });
    expect(login.status(), await login.text()).toBe(200);
    return ((await login.json()) as { access_token: string }).access_token;
  }
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs a page (or every page of a context) in with a token before the app loads: the app keeps it in session storage. */
export async function signInWithToken(page: Page | BrowserContext, token: string): Promise<void> {
  await page.addInitScript((t) => window.sessionStorage.setItem('token', JSON.stringify(t)), token);
}

/** Registers (or signs in) a pupil through the API and signs the browser in with the token; returns the token. */
export async function signInLearner(
  page: Page,
  request: APIRequestContext,
  learner: LearnerDetails,
): Promise<string> {
  const token = await learnerToken(request, learner);
  await signInWithToken(page, token);
  return token;
}

/** A story's own phones: `prefix` and seven digits counting up from `start` (prefixes keep the stories apart). */
export function phoneSequence(prefix: string, start: number): () => string {
  let seq = start;
  return () => `${prefix}${String(++seq).padStart(7, '0').slice(-7)}`;
}
