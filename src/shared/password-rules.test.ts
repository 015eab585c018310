import { describe, expect, it } from 'vitest';
import { isLikeEmail, isSimplePassword } from './password-rules.ts';

describe('isSimplePassword', () => {
  it.each([
    '        ',
    '\t\t\t\t\t\t\t\t',
    'aaaaaaaa',
    'AAAAaaaa',
    'abababab',
    'abcabcab',
    '12121212',
    '12345678',
    '7890123456',
    '87654321',
    'abcdefgh',
    'hgfedcba',
    'acegikmo',
    'qwertyui',
    'asdfghjkl',
    'zxcvbnmz',
    'qwertzui',
    '1qaz2wsx',
    '!@#$%^&*',
    'a a a a a a',
  ])('refuses %j', (password) => {
    expect(isSimplePassword(password)).toBe(true);
  });

  it.each([
    'correct horse battery staple',
    'a brand new passphrase',
    'long enough 123',
    'Tr0ub4dor&3',
    'zq8!rT0p',
  ])('accepts %j', (password) => {
    expect(isSimplePassword(password)).toBe(false);
  });
});

describe('isLikeEmail', () => {
  const email = 'Jane.Doe+boards@example.com';
  it.each(['jane.doe', 'JaneDoe', 'janedoe2024', 'jane.doe+boards', 'Jane.Doe+boards@example.com'])(
    'refuses %j for %s',
    (password) => {
      expect(isLikeEmail(password, email)).toBe(true);
    },
  );

  it('accepts a password that merely contains a short part of it among much else', () => {
    expect(isLikeEmail('jane likes long walks on the beach', email)).toBe(false);
    expect(isLikeEmail('correct horse battery staple', 'al@example.com')).toBe(false);
  });
});
