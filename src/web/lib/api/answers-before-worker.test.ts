import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropHeldAnswers, holdAnswerForWorker, takeHeldAnswers } from './answers-before-worker.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function withController(controller: object | null) {
  vi.stubGlobal('navigator', { serviceWorker: { controller } });
}

afterEach(() => {
  dropHeldAnswers();
  vi.unstubAllGlobals();
});

describe('answers held for the service worker (decision 068)', () => {
  it('holds a copy of the answers the worker keeps while no worker is in charge, the latest per path', async () => {
    withController(null);
    const first = json({ name: 'old' });
    holdAnswerForWorker('/api/boards/b1', 'GET', first);
    holdAnswerForWorker('/api/boards/b1', 'GET', json({ name: 'new' }));
    holdAnswerForWorker('/api/me', 'GET', json({ id: 'u1' }));
    // The caller still reads its own answer.
    expect(await first.json()).toEqual({ name: 'old' });
    const held = takeHeldAnswers();
    expect(held.map(([path]) => path)).toEqual(['/api/boards/b1', '/api/me']);
    expect(await held[0]![1].json()).toEqual({ name: 'new' });
    expect(takeHeldAnswers()).toEqual([]);
  });

  it('holds nothing the worker would not keep, nothing once a worker is in charge, and forgets on request', () => {
    withController(null);
    holdAnswerForWorker('/api/auth/get-session', 'GET', json({}));
    holdAnswerForWorker('/api/trash', 'GET', json([]));
    holdAnswerForWorker('/api/boards', 'POST', json({}));
    holdAnswerForWorker('/api/boards/b1', 'GET', json({}, 404));
    expect(takeHeldAnswers()).toEqual([]);

    holdAnswerForWorker('/api/boards/b1', 'GET', json({}));
    dropHeldAnswers();
    expect(takeHeldAnswers()).toEqual([]);

    withController({});
    holdAnswerForWorker('/api/boards/b1', 'GET', json({}));
    expect(takeHeldAnswers()).toEqual([]);
  });
});
