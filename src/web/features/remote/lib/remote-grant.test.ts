import { afterEach, describe, expect, it } from 'vitest';
import { forgetGrant, GRANT_KEY, readGrant, saveGrant } from './remote-grant.ts';

const grant = {
  token: 'sbrp_x',
  remote_id: 'r1',
  board_id: 'b1',
  expires_at: '2030-01-01T00:00:00.000Z',
};

afterEach(() => localStorage.clear());

describe('the phone’s pairing on this device (decision 060)', () => {
  it('is kept until it expires, then read as none', () => {
    saveGrant(grant);
    expect(readGrant(Date.parse('2029-12-31T23:59:59Z'))).toEqual(grant);
    expect(readGrant(Date.parse('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('is none when malformed or forgotten', () => {
    localStorage.setItem(GRANT_KEY, '{"token":1}');
    expect(readGrant(0)).toBeNull();
    localStorage.setItem(GRANT_KEY, 'not json');
    expect(readGrant(0)).toBeNull();
    saveGrant(grant);
    forgetGrant();
    expect(readGrant(0)).toBeNull();
  });
});
