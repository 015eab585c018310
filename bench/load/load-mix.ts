/**
 * What a load-run user does, with weights: mostly reads (open a board, list boards, play a file), some edits
 * (rename a button, add one, reorder, rename a board), a few uploads, board creation and trash/restore. Each
 * user acts alone and in sequence, so the state it expects after its acknowledged writes is exact.
 */
import type { Caller, LoadClient } from './load-client.ts';

export interface ExpectedBoard {
  name: string;
  buttonIds: string[];
  buttonCount: number;
  labels: Map<string, string>;
}

export interface Expected {
  boards: Map<string, ExpectedBoard>;
  sounds: Set<string>;
}

export interface UserState extends Caller {
  index: number;
  expected: Expected;
  wav: Uint8Array;
  soundUrls?: string[];
  counter?: number;
}

interface Operation {
  weight: number;
  run(client: LoadClient, user: UserState): Promise<void>;
}

const MAX_BOARDS = 4;
const MAX_BUTTONS = 24;
const MAX_SOUNDS = 4;

function pick<T>(items: T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

function anyBoard(user: UserState): [string, ExpectedBoard] | undefined {
  return pick([...user.expected.boards.entries()]);
}

function next(user: UserState) {
  user.counter = (user.counter ?? 0) + 1;
  return user.counter;
}

interface BoardBody {
  id: string;
  name: string;
  soundboard_buttons: { id: string }[];
}

export const MIX = {
  openBoard: {
    weight: 25,
    async run(client, user) {
      const board = anyBoard(user);
      if (board) await client.request('GET board', 'GET', `/api/boards/${board[0]}`, { user });
    },
  },
  listBoards: {
    weight: 15,
    async run(client, user) {
      await client.request('GET boards', 'GET', '/api/boards', { user });
    },
  },
  me: {
    weight: 8,
    async run(client, user) {
      await client.request('GET me', 'GET', '/api/me', { user });
    },
  },
  listSounds: {
    weight: 6,
    async run(client, user) {
      await client.request('GET sounds', 'GET', '/api/sounds', { user });
    },
  },
  playFile: {
    weight: 8,
    async run(client, user) {
      const url = pick(user.soundUrls ?? []);
      if (url) await client.request('GET file', 'GET', url, { user });
    },
  },
  trash: {
    weight: 2,
    async run(client, user) {
      await client.request('GET trash', 'GET', '/api/trash', { user });
    },
  },
  renameButton: {
    weight: 10,
    async run(client, user) {
      const board = anyBoard(user);
      const buttonId = board && pick(board[1].buttonIds);
      if (!board || !buttonId) return;
      const label = `Label ${next(user)}`;
      const response = await client.request(
        'PATCH button',
        'PATCH',
        `/api/boards/${board[0]}/buttons/${buttonId}`,
        { user, json: { label } },
      );
      if (response.ok) board[1].labels.set(buttonId, label);
    },
  },
  renameBoard: {
    weight: 4,
    async run(client, user) {
      const board = anyBoard(user);
      if (!board) return;
      const name = `Board ${user.index}-${next(user)}`;
      const response = await client.request('PATCH board', 'PATCH', `/api/boards/${board[0]}`, {
        user,
        json: { name },
      });
      if (response.ok) board[1].name = name;
    },
  },
  addButton: {
    weight: 3,
    async run(client, user) {
      const board = anyBoard(user);
      if (!board || board[1].buttonCount >= MAX_BUTTONS) return;
      const response = await client.request(
        'POST button',
        'POST',
        `/api/boards/${board[0]}/buttons`,
        { user, json: {} },
      );
      if (!response.ok) return;
      const button = response.json() as { id: string };
      board[1].buttonIds.push(button.id);
      board[1].buttonCount += 1;
    },
  },
  reorder: {
    weight: 3,
    async run(client, user) {
      const board = anyBoard(user);
      if (!board) return;
      const order = [...board[1].buttonIds].reverse();
      const response = await client.request(
        'PUT order',
        'PUT',
        `/api/boards/${board[0]}/buttons/order`,
        { user, json: { button_ids: order } },
      );
      if (response.ok) board[1].buttonIds = order;
    },
  },
  createBoard: {
    weight: 2,
    async run(client, user) {
      if (user.expected.boards.size >= MAX_BOARDS) return;
      const name = `Board ${user.index}-${next(user)}`;
      const response = await client.request('POST board', 'POST', '/api/boards', {
        user,
        json: { name, description: 'load run' },
      });
      if (!response.ok) return;
      const board = response.json() as BoardBody;
      const buttonIds = board.soundboard_buttons.map((b) => b.id);
      user.expected.boards.set(board.id, {
        name,
        buttonIds,
        buttonCount: buttonIds.length,
        labels: new Map(),
      });
    },
  },
  uploadSound: {
    weight: 2,
    async run(client, user) {
      if (user.expected.sounds.size >= MAX_SOUNDS) return;
      const form = new FormData();
      form.set('name', `Tone ${next(user)}`);
      form.set('file', new Blob([new Uint8Array(user.wav)], { type: 'audio/wav' }), 'tone.wav');
      const response = await client.request('POST sound', 'POST', '/api/sounds', { user, form });
      if (!response.ok) return;
      const sound = response.json() as { id: string; url: string };
      user.expected.sounds.add(sound.id);
      (user.soundUrls ??= []).push(new URL(sound.url, client.origin).pathname);
      // Put it on a button, as users do.
      const board = anyBoard(user);
      const buttonId = board && pick(board[1].buttonIds);
      if (board && buttonId) {
        await client.request(
          'PATCH button',
          'PATCH',
          `/api/boards/${board[0]}/buttons/${buttonId}`,
          { user, json: { sound_id: sound.id } },
        );
      }
    },
  },
  trashAndRestore: {
    weight: 2,
    async run(client, user) {
      const board = anyBoard(user);
      if (!board) return;
      const trashed = await client.request('DELETE board', 'DELETE', `/api/boards/${board[0]}`, {
        user,
      });
      if (!trashed.ok) return;
      const restored = await client.request(
        'POST restore',
        'POST',
        `/api/boards/${board[0]}/restore`,
        { user },
      );
      if (!restored.ok) user.expected.boards.delete(board[0]);
    },
  },
} satisfies Record<string, Operation>;
