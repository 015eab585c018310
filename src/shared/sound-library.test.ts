import { describe, expect, it } from 'vitest';
import { compactCount, normalizeTag, soundMatches, tagProblem } from './sound-library.ts';

const sound = (name: string, tags: string[] = []) => ({ name, tags });

describe('soundMatches', () => {
  it('finds a sound by any word of its name or tags, in any case', () => {
    expect(soundMatches(sound('Air Horn', ['loud']), 'horn')).toBe(true);
    expect(soundMatches(sound('Air Horn', ['loud']), 'LOUD')).toBe(true);
    expect(soundMatches(sound('Air Horn', ['loud']), 'air loud')).toBe(true);
    expect(soundMatches(sound('Air Horn', ['loud']), 'quiet')).toBe(false);
    expect(soundMatches(sound('Air Horn'), '  ')).toBe(true);
  });

  it('keeps only sounds that carry every chosen tag', () => {
    const both = sound('Cheer', ['crowd', 'intro']);
    expect(soundMatches(both, '', ['crowd', 'intro'])).toBe(true);
    expect(soundMatches(sound('Boo', ['crowd']), '', ['crowd', 'intro'])).toBe(false);
    expect(soundMatches(both, 'boo', ['crowd'])).toBe(false);
  });
});

describe('tags', () => {
  it('are stored trimmed, lowercase, with single spaces; commas and long ones are refused', () => {
    expect(normalizeTag('  Crowd   Noise ')).toBe('crowd noise');
    expect(tagProblem('a,b')).not.toBeNull();
    expect(tagProblem('x'.repeat(25))).not.toBeNull();
    expect(tagProblem('Intro')).toBeNull();
  });
});

describe('compactCount', () => {
  it('fits a count into four characters', () => {
    expect([0, 999, 1000, 1250, 12_345, 999_999, 1_500_000].map(compactCount)).toEqual([
      '0',
      '999',
      '1k',
      '1.2k',
      '12k',
      '999k',
      '1.5M',
    ]);
  });
});
