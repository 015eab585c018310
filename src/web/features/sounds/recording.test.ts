import { describe, expect, it } from 'vitest';
import { canSaveRecording, formatDuration } from './recording.ts';

describe('recorder rules', () => {
  it('shows the timer as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(61)).toBe('1:01');
    expect(formatDuration(600)).toBe('10:00');
  });

  it('saves only with a clip and a name that is not blank', () => {
    const clip = new Blob(['x'], { type: 'audio/webm' });
    expect(canSaveRecording(null, 'Name')).toBe(false);
    expect(canSaveRecording(clip, '   ')).toBe(false);
    expect(canSaveRecording(clip, ' Name ')).toBe(true);
  });
});
