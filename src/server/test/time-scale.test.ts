import { describe, expect, it } from 'vitest';
import { PROBE_REFERENCE_MS, testTimeScale } from './time-scale.ts';

const usualSpeed = () => PROBE_REFERENCE_MS;

describe('testTimeScale', () => {
  it('is 1 on an idle machine and grows with the load per core, up to 4', () => {
    expect(testTimeScale({}, 0.5, 2, usualSpeed)).toBe(1);
    expect(testTimeScale({}, 2, 2, usualSpeed)).toBe(1);
    expect(testTimeScale({}, 5, 2, usualSpeed)).toBe(2.5);
    expect(testTimeScale({}, 25, 2, usualSpeed)).toBe(4);
  });

  it('grows as much when the machine is slow without being loaded (its memory probe), up to 4', () => {
    expect(testTimeScale({}, 0.3, 2, () => PROBE_REFERENCE_MS / 2)).toBe(1);
    expect(testTimeScale({}, 0.3, 2, () => PROBE_REFERENCE_MS * 3.1)).toBe(3.1);
    expect(testTimeScale({}, 5, 2, () => PROBE_REFERENCE_MS * 1.5)).toBe(2.5);
    expect(testTimeScale({}, 0.3, 2, () => PROBE_REFERENCE_MS * 20)).toBe(4);
  });

  it('takes TEST_TIME_SCALE when it is a number of at least 1, without probing', () => {
    const probe = () => {
      throw new Error('not probed');
    };
    expect(testTimeScale({ TEST_TIME_SCALE: '3' }, 25, 2, probe)).toBe(3);
    expect(testTimeScale({ TEST_TIME_SCALE: '6' }, 0, 2, probe)).toBe(6);
    expect(testTimeScale({ TEST_TIME_SCALE: '0.5' }, 5, 2, usualSpeed)).toBe(2.5);
    expect(testTimeScale({ TEST_TIME_SCALE: 'slow' }, 0, 2, usualSpeed)).toBe(1);
  });
});
