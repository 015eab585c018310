import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
  userId: string;
}

export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * Signs a fresh user up through the API in this browser context, so its pages are signed in. With no mail
 * server (the test server has none) sign-up signs the user in straight away. Only the auth spec uses the form.
 */
export async function signUpThroughApi(
  context: BrowserContext,
  email = `user-${randomUUID().slice(0, 8)}@example.com`,
): Promise<TestAccount> {
  const response = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: TEST_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const me = await context.request.get('/api/me');
  expect(me.status()).toBe(200);
  const body = (await me.json()) as { user: { id: string } };
  return { email, password: TEST_PASSWORD, userId: body.user.id };
}
