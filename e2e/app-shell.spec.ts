import {
  CLEAR_CACHE_LABEL,
  FOOTER_LINKS,
  HERO_CTA,
  VISITOR_MENU,
  VISITOR_NAV,
} from '../src/shared/navigation.ts';
import {
  expect,
  expectHttpError,
  expectNoSeriousA11yViolations,
  test,
  VIEWPORTS,
} from './support/test.ts';

const COMING_SOON = [
  ['/auth', 'Sign In'],
  ['/my-account', 'My Account'],
  ['/profile/someone', 'Profile Not Found'],
  ['/popular', 'Popular Boards'],
  ['/board/0b7c6a52-7f3e-4f7e-9a55-2d2f1f0c9b11', 'Board Not Found'],
] as const;

test.describe('every route of the app', () => {
  for (const [path, heading] of COMING_SOON) {
    test(`${path} is routed`, async ({ page }) => {
      // /board/{id} names no board: the lookup answers 404 and the page says 'Board Not Found'.
      expectHttpError(page, /^\/api\/boards\//, 404);
      // /profile/someone names no one: the profile lookup answers 404 and the page says so.
      expectHttpError(page, /^\/api\/profiles\//, 404);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test('the visitor home shows the hero leading to /auth', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: HERO_CTA }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
});

test.describe('bottom navigation', () => {
  test('shows the visitor set and highlights the current item', async ({ page }) => {
    await page.goto('/help');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(VISITOR_NAV.length);
    for (const [index, item] of VISITOR_NAV.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', item.to);
    }
    await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: 'Popular' }).click();
    await expect(page).toHaveURL(/\/popular$/);
    await expect(nav.getByRole('link', { name: 'Popular' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('shows full labels on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    const signIn = page.getByRole('navigation', { name: 'Primary' }).getByRole('link', {
      name: 'Sign In',
    });
    await expect(signIn).toHaveText('Sign In', { useInnerText: true });
  });

  test('shows full labels on a tablet too (DESIGN §7: no first-word labels)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.tablet);
    await page.goto('/');
    const signIn = page.getByRole('navigation', { name: 'Primary' }).getByRole('link', {
      name: 'Sign In',
    });
    await expect(signIn).toHaveText('Sign In', { useInnerText: true });
  });
});

test('the footer links the static pages and shows the copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const link of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Soundboard`);
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
});

test('on a phone the menu icon opens the visitor menu in a side sheet', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('link')).toHaveText(VISITOR_MENU.map((item) => item.label));
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await sheet.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(sheet).toBeHidden();
});

test('on a desktop the avatar opens the visitor menu', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(VISITOR_MENU.map((item) => item.label));
  await menu.getByRole('menuitem', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('clear cache and reload empties caches and IndexedDB, unregisters workers, and reloads', async ({
  page,
}) => {
  await page.goto('/help');
  await page.evaluate(async () => {
    const cache = await caches.open('soundboard-test-cache');
    await cache.put('/probe', new Response('cached'));
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('audio-cache', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('sounds');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(new Error('could not open IndexedDB'));
    });
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: CLEAR_CACHE_LABEL }).click();
  await reloaded;

  const state = await page.evaluate(async () => ({
    marker: (window as unknown as { beforeReload?: boolean }).beforeReload ?? false,
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((db) => db.name),
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
  expect(state).toEqual({ marker: false, caches: [], databases: [], workers: 0 });
  await expect(page).toHaveURL(/\/help$/);
});
