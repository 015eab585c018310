import { beforeEach, describe, expect, it } from 'vitest';
import {
  readSessionRecord,
  SESSION_RECORD_KEY,
  sessionFactsOf,
  writeSessionRecord,
} from './session-record.ts';

beforeEach(() => localStorage.clear());

describe('the session record', () => {
  it("reads better-auth's session answer: the user and when the session ends", () => {
    expect(
      sessionFactsOf({
        session: { userId: 'u1', expiresAt: '2026-12-04T09:00:00.000Z', token: 'secret' },
        user: { id: 'u1' },
      }),
    ).toEqual({ userId: 'u1', expiresAt: Date.parse('2026-12-04T09:00:00.000Z') });
    expect(sessionFactsOf(null)).toBeNull();
    expect(sessionFactsOf({ session: {} })).toBeNull();
    // An end it cannot read counts as already past.
    expect(sessionFactsOf({ session: { userId: 'u1', expiresAt: 'soon' } })).toEqual({
      userId: 'u1',
      expiresAt: 0,
    });
  });

  it('keeps only the user and the end time, and the ten newest ended users', () => {
    const ended = Array.from({ length: 12 }, (_, i) => `u${i}`);
    writeSessionRecord({ current: { userId: 'me', expiresAt: 5 }, ended });
    expect(readSessionRecord()).toEqual({
      current: { userId: 'me', expiresAt: 5 },
      ended: ended.slice(2),
    });
  });

  it('reads a damaged or foreign value as nothing remembered', () => {
    localStorage.setItem(SESSION_RECORD_KEY, '{not json');
    expect(readSessionRecord()).toEqual({ current: null, ended: [] });
    localStorage.setItem(
      SESSION_RECORD_KEY,
      JSON.stringify({ current: { userId: 1 }, ended: [2] }),
    );
    expect(readSessionRecord()).toEqual({ current: null, ended: [] });
  });
});
