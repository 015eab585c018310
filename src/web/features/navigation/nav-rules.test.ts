import { describe, expect, it } from 'vitest';
import { firstWord, isNavItemActive } from './nav-rules.ts';

describe('isNavItemActive', () => {
  it('marks Home active on the home page only', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/help', '/')).toBe(false);
  });

  it('marks an item active on its route and below it', () => {
    expect(isNavItemActive('/my-boards', '/my-boards')).toBe(true);
    expect(isNavItemActive('/my-boards/123', '/my-boards')).toBe(true);
  });

  it('does not mark an item active on a different route sharing a prefix', () => {
    expect(isNavItemActive('/my-boardsx', '/my-boards')).toBe(false);
    expect(isNavItemActive('/popular', '/my-boards')).toBe(false);
  });
});

describe('firstWord', () => {
  it('keeps the first word of a label', () => {
    expect(firstWord('My Boards')).toBe('My');
    expect(firstWord('Sign In')).toBe('Sign');
    expect(firstWord('Home')).toBe('Home');
  });
});
