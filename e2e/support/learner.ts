import { expect, type APIRequestContext } from '@playwright/test';

export interface LearnerDetails {
  phone: string;
  password: string;
  firstName: string;
  lastName: string;
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
      categories: [3],
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
