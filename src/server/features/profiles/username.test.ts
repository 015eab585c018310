import { describe, expect, it } from 'vitest';
import { USERNAME_MAX, USERNAME_MIN } from '#shared/limits.ts';
import { defaultUsername, slugFor } from './username.ts';

describe('defaultUsername', () => {
  it('is user- and 8 random letters or digits, within the username limits', () => {
    const names = Array.from({ length: 200 }, () => defaultUsername());
    for (const name of names) {
      expect(name).toMatch(/^user-[a-z0-9]{8}$/);
      expect(name.length).toBeGreaterThanOrEqual(USERNAME_MIN);
      expect(name.length).toBeLessThanOrEqual(USERNAME_MAX);
      expect(slugFor(name)).toBe(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('draws every character from the alphabet by the given source', () => {
    expect(defaultUsername(() => 0)).toBe('user-aaaaaaaa');
    expect(defaultUsername((max) => max - 1)).toBe('user-99999999');
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
