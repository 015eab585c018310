import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#server/test/auth-client.ts';
import { createBoard, createButton, createSound } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';
import { documentTitle } from '#shared/page-titles.ts';

// jsdom (a devDependency without type declarations) parses the pages the way a browser does.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const HOSTILE = `</title><script>alert("x")</script>'&"<!--`;
let database: TestDatabase;
let app: TestApp;
let distDir: string;
let owner: { cookie: string; userId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = await mkdtemp(path.join(tmpdir(), 'soundboard-first-content-'));
  // The real template, with its first-content markers.
  await copyFile(
    path.resolve(import.meta.dirname, '../../web/index.html'),
    path.join(distDir, 'index.html'),
  );
  app = createTestApp(database, { webDistDir: distDir });
  owner = await signUp(app);
});

afterAll(async () => {
  await database.destroy();
  await rm(distDir, { recursive: true, force: true });
});

async function publicBoard(name: string, label: string, options: { isPublic?: boolean } = {}) {
  const { userId } = owner;
  const board = await createBoard(database.db, {
    userId,
    name,
    description: `About ${name}`,
    isPublic: options.isPublic ?? true,
  });
  const sound = await createSound(database.db, { userId, name: 'Clip' });
  await createButton(database.db, {
    soundboardId: board.id,
    positionRow: 0,
    positionCol: 0,
    soundId: sound.id,
    label,
    color: '#ff0000',
  });
  // An empty button: a visitor does not see it.
  await createButton(database.db, { soundboardId: board.id, positionRow: 0, positionCol: 1 });
  return board;
}

async function page(url: string, cookie?: string) {
  const response = await app.request(url, { headers: cookie ? { cookie } : {} });
  const html = await response.text();
  return { response, html, document: new JSDOM(html).window.document };
}

const pageData = (document: Document) => {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
};

describe('a public board in the HTML (decision 021)', () => {
  it('carries its title, name, description and the tiles a visitor sees, and their data', async () => {
    const board = await publicBoard('Party', 'Airhorn');
    const { response, document } = await page(`/board/${board.id}`);
    expect(response.status).toBe(200);
    expect(document.title).toBe(documentTitle('Party'));
    const main = document.getElementById('main')!;
    expect(main.querySelector('h1')?.textContent).toBe('Party');
    expect(main.textContent).toContain('About Party');
    const tiles = [...main.querySelectorAll('[data-testid="board-tile"]')];
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Airhorn']);
    expect(main.querySelector<HTMLElement>('[data-tile-id]')?.style.backgroundColor).toBe(
      'rgb(255, 0, 0)',
    );
    const data = pageData(document);
    expect(data?.visitor).toBe(true);
    expect(data?.board?.id).toBe(board.id);
    // The same as GET /api/boards/:id answers a visitor.
    const api = await app.request(`/api/boards/${board.id}`);
    expect(data?.board).toEqual(await api.json());
  });

  it('is never kept by a shared cache and varies on the cookie', async () => {
    const board = await publicBoard('Cached', 'Beep');
    const { response } = await page(`/board/${board.id}`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('escapes a hostile name, description and label: no markup, no script, the same texts', async () => {
    const board = await publicBoard(HOSTILE, HOSTILE);
    const { html, document } = await page(`/board/${board.id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('</title><script>');
    expect(document.title).toBe(documentTitle(HOSTILE));
    expect(document.querySelector('main h1')?.textContent).toBe(HOSTILE);
    expect(document.querySelector('[data-testid="board-tile"]')?.textContent).toBe(HOSTILE);
    // Only the early-presses script (decision 074), the module script and the JSON data: nothing from the
    // board became an element.
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('type') ?? s.getAttribute('src'))).toEqual([
      '/early-presses.js',
      'module',
      'application/json',
    ]);
    expect(pageData(document)?.board?.name).toBe(HOSTILE);
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const board = await publicBoard('Squeezed', 'Pop');
    const response = await app.request(`/board/${board.id}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('<h1 class="text-2xl');
    expect(html).toContain('Squeezed');
  });

  it('gives a private board the plain shell: neither its name nor its labels leak, also to its owner', async () => {
    const board = await publicBoard('Secret plans', 'Hidden clip', { isPublic: false });
    for (const cookie of [undefined, owner.cookie]) {
      const { response, html, document } = await page(`/board/${board.id}`, cookie);
      expect(response.status).toBe(200);
      expect(html).not.toContain('Secret plans');
      expect(html).not.toContain('Hidden clip');
      expect(document.title).toBe(documentTitle(null));
      expect(pageData(document)).toBeNull();
      expect(document.querySelector('main [role="status"]')?.textContent).toBe('Loading…');
    }
  });

  it('gives a missing, trashed or malformed board the plain shell', async () => {
    const trashed = await publicBoard('Binned', 'Gone');
    await app.request(`/api/boards/${trashed.id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    });
    for (const id of [trashed.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { response, html, document } = await page(`/board/${id}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain('Binned');
      expect(pageData(document)).toBeNull();
    }
  });
});

describe('the landing page in the HTML (decision 021)', () => {
  it('carries the hero for a request without a session cookie', async () => {
    const { document } = await page('/');
    expect(document.querySelector('main h1')?.textContent).toBe('Build a soundboard in minutes');
    expect(document.title).toBe(documentTitle(null));
    expect(pageData(document)).toEqual({ visitor: true });
  });

  it('gives a signed-in request and the player (?board=) the plain shell', async () => {
    for (const [url, cookie] of [
      ['/', owner.cookie],
      ['/?board=00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const { document, response } = await page(url, cookie);
      expect(document.querySelector('main h1')).toBeNull();
      expect(pageData(document)).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    }
  });
});
