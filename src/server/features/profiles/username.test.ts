import { describe, expect, it } from 'vitest';
import { slugFor, usernameBase, usernameCandidate } from './username.ts';

describe('usernameBase', () => {
  it.each([
    ['Jane.Doe@example.com', 'jane_doe'],
    ['jane+soundboard@example.com', 'jane_soundboard'],
    ['__x--y__@example.com', 'x_y'],
    ['o.k@example.com', 'o_k'],
    ['al@example.com', 'al_user'],
    ['ü@example.com', 'user'],
    ['"quoted@local"@example.com', 'quoted_local'],
  ])('makes %s into %s', (email, base) => {
    expect(usernameBase(email)).toBe(base);
  });

  it('keeps to 50 characters', () => {
    expect(usernameBase(`${'a'.repeat(80)}@example.com`)).toBe('a'.repeat(50));
  });
});

describe('usernameCandidate', () => {
  it('tries the base, then numbered, then random suffixes, within 50 characters', () => {
    expect(usernameCandidate('sam', 0)).toBe('sam');
    expect(usernameCandidate('sam', 1)).toBe('sam2');
    expect(usernameCandidate('sam', 9)).toBe('sam10');
    expect(usernameCandidate('sam', 10, () => 0.5)).toBe('sam500500');
    const long = 'b'.repeat(50);
    expect(usernameCandidate(long, 1)).toBe(`${'b'.repeat(49)}2`);
    expect(usernameCandidate(long, 12, () => 0)).toHaveLength(50);
  });
});

describe('slugFor', () => {
  it('keeps a URL-safe username, lower-cased, and dashes other runs', () => {
    expect(slugFor('jane_doe2')).toBe('jane_doe2');
    expect(slugFor('Jo Stream.x')).toBe('jo-stream-x');
    expect(slugFor('_x__y_')).toBe('x__y');
    expect(slugFor('___')).toBe('user');
  });
});
