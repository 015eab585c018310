import { describe, expect, it } from 'vitest';
import { testTimeScale } from './time-scale.ts';

describe('testTimeScale', () => {
  it('is 1 on an idle machine and grows with the load per core, up to 4', () => {
    expect(testTimeScale({}, 0.5, 2)).toBe(1);
    expect(testTimeScale({}, 2, 2)).toBe(1);
    expect(testTimeScale({}, 5, 2)).toBe(2.5);
    expect(testTimeScale({}, 25, 2)).toBe(4);
  });

  it('takes TEST_TIME_SCALE when it is a number of at least 1', () => {
    expect(testTimeScale({ TEST_TIME_SCALE: '3' }, 25, 2)).toBe(3);
    expect(testTimeScale({ TEST_TIME_SCALE: '6' }, 0, 2)).toBe(6);
    expect(testTimeScale({ TEST_TIME_SCALE: '0.5' }, 5, 2)).toBe(2.5);
    expect(testTimeScale({ TEST_TIME_SCALE: 'slow' }, 0, 2)).toBe(1);
  });
});
