import { describe, expect, it } from 'vitest';
import { SIGNED_IN_NAV, VISITOR_NAV } from '#shared/navigation.ts';
import { isActive } from './nav-rules.ts';

describe('isActive', () => {
  it('marks Home active on the home page only', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/help', '/')).toBe(false);
    expect(isActive('/my-boards', '/')).toBe(false);
  });

  it('marks an item active on its route and below it', () => {
    expect(isActive('/my-boards', '/my-boards')).toBe(true);
    expect(isActive('/my-boards/x', '/my-boards')).toBe(true);
    expect(isActive('/my-boards/', '/my-boards')).toBe(true);
  });

  it('does not mark an item active on a different route sharing a prefix', () => {
    expect(isActive('/my-boardsx', '/my-boards')).toBe(false);
    expect(isActive('/popular', '/my-boards')).toBe(false);
    expect(isActive('/auth', '/about')).toBe(false);
  });

  it('marks exactly one bottom-navigation item active on each of its routes', () => {
    for (const items of [SIGNED_IN_NAV, VISITOR_NAV]) {
      for (const item of items) {
        expect(items.filter((other) => isActive(item.to, other.to))).toEqual([item]);
      }
    }
  });
});
