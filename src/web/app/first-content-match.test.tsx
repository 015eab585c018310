import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID, type PageData } from '#shared/page-data.ts';
import type { Board, BoardButton } from '#shared/schemas/board.ts';
import { renderPublicBoard, renderVisitorHome } from '#web/ssr/render-first-content.tsx';
import { startApp } from './start.tsx';

const BOARD_ID = '7d0c1f7e-8a5f-4c31-9d55-2b1a4e0f9a11';
const USER_ID = '0b6f7d44-5a53-4e1e-8d0e-5a4f3b2c1d00';

function button(index: number, overrides: Partial<BoardButton> = {}): BoardButton {
  const id = `00000000-0000-4000-8000-00000000000${index}`;
  return {
    id,
    soundboard_id: BOARD_ID,
    sound_id: id,
    label: `Sound ${index}`,
    color: '#2563eb',
    hotkey: null,
    position_row: 0,
    position_col: index,
    background_image_url: null,
    background_settings: {},
    created_at: '2026-11-01T00:00:00.000Z',
    volume: 100,
    trim_start_ms: 0,
    trim_end_ms: null,
    fade_in_ms: 0,
    fade_out_ms: 0,
    loop: false,
    press_mode: 'toggle',
    sound: {
      id,
      user_id: USER_ID,
      name: `Clip ${index}`,
      file_path: `${USER_ID}/${index}.mp3`,
      source_url: null,
      image_url: null,
      url: `/files/sounds/${USER_ID}/${index}.mp3`,
      created_at: '2026-11-01T00:00:00.000Z',
      loudness_gain_db: null,
      normalize: true,
      play_count: 0,
    },
    ...overrides,
  };
}

const BOARD: Board = {
  id: BOARD_ID,
  name: 'Party <b>"&"</b>',
  description: 'Loud things',
  user_id: USER_ID,
  grid_rows: 2,
  grid_columns: 4,
  background_image_url: null,
  background_settings: {},
  is_public: true,
  likes_count: 0,
  master_volume: 100,
  play_mode: 'single',
  stop_all_key: 'Escape',
  created_at: '2026-11-01T00:00:00.000Z',
  deleted_at: null,
  soundboard_buttons: [
    button(1, { hotkey: 'A', color: '#fde047' }),
    button(2, { label: null }),
    button(3, {
      background_image_url: '/files/images/x.png',
      background_settings: { size: 'contain' },
    }),
  ],
};

/** Tags, classes, attributes and texts of a tree, comments and React's text separators left out. */
interface Shape {
  tag: string;
  attributes: Record<string, string>;
  children: (Shape | string)[];
}

function shape(node: Node): Shape | string | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const attributes = Object.fromEntries(
    [...node.attributes].map((a) => [
      a.name,
      a.name === 'style' ? normaliseStyle(a.value) : a.value,
    ]),
  );
  const children: (Shape | string)[] = [];
  for (const child of node.childNodes) {
    const childShape = shape(child);
    if (childShape === null) continue;
    const last = children.at(-1);
    // Adjacent texts: the server separates them with <!-- -->, the browser keeps them as two nodes.
    if (typeof childShape === 'string' && typeof last === 'string')
      children.splice(-1, 1, last + childShape);
    else children.push(childShape);
  }
  return { tag: node.tagName.toLowerCase(), attributes, children };
}

const normaliseStyle = (style: string) => {
  const element = document.createElement('div');
  element.setAttribute('style', style);
  return element.style.cssText;
};

function serverMain(html: string) {
  const main = document.createElement('main');
  main.innerHTML = html;
  return main;
}

async function appMain(path: string, data: PageData) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data)}</script>`;
  // The network is not part of this comparison: requests the app makes stay unanswered.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  const reactRoot = await act(() => startApp(document.getElementById('root')!));
  stopApp = () => act(() => reactRoot.unmount());
  const main = await waitFor(() => {
    const found = document.querySelector('main');
    expect(found?.querySelector('h1')).toBeTruthy();
    return found!;
  });
  return main;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

// The app started by appMain: unmounted after each test, so nothing of it answers a later test's events.
let stopApp = () => undefined as void;

afterEach(() => {
  stopApp();
  stopApp = () => undefined;
  document.body.innerHTML = '';
});

describe("the server's first content matches the app's first render (decision 021)", () => {
  it('a public board: same elements, classes, styles and texts', async () => {
    const main = await appMain(`/board/${BOARD_ID}`, { visitor: true, board: BOARD });
    const expected = serverMain(renderPublicBoard(BOARD));
    expect((shape(main) as Shape).children).toEqual((shape(expected) as Shape).children);
  });

  it("a visitor's landing page: the same hero", async () => {
    const main = await appMain('/', { visitor: true });
    const expected = serverMain(renderVisitorHome());
    expect((shape(main) as Shape).children).toEqual((shape(expected) as Shape).children);
  });
});
