import { describe, expect, it } from 'vitest';
import { SOUND_MESSAGES } from './sound-messages.ts';
import { soundUrlProblem } from './sound-names.ts';
import { checkUploadInBrowser, UPLOAD_RULES } from './uploads.ts';

const file = (name: string, type: string) => ({ name, type, size: 1000 });

describe('audio formats (decision 055)', () => {
  it.each([
    ['clip.webm', 'video/webm'], // the recorder's own format, as the picker types it
    ['clip.webm', 'audio/webm'],
    ['song.mp4', 'video/mp4'],
    ['voice.opus', 'audio/ogg'],
    ['voice.opus', ''], // a system without a type for .opus
    ['voice.opus', 'application/octet-stream'],
    ['tone.wav', 'audio/x-wav'],
    ['tone.flac', 'audio/flac'],
  ])('the Upload tab takes %s typed "%s"', (name, type) => {
    expect(checkUploadInBrowser(file(name, type), 'audio')).toBeNull();
  });

  it('refuses what is not audio with a message naming every format', () => {
    expect(checkUploadInBrowser(file('page.html', 'text/html'), 'audio')).toBe(
      UPLOAD_RULES.audio.wrongTypeMessage,
    );
    for (const label of ['MP3', 'WAV', 'OGG', 'Opus', 'WebM', 'M4A', 'MP4', 'AAC', 'FLAC']) {
      expect(UPLOAD_RULES.audio.wrongTypeMessage).toContain(label);
      expect(SOUND_MESSAGES.notAudioUrl).toContain(label);
    }
  });

  it('offers WebM, MP4 and Opus files in the picker', () => {
    const accept = UPLOAD_RULES.audio.mimeTypes;
    expect(accept).toEqual(expect.arrayContaining(['audio/*', 'video/webm', 'video/mp4']));
    expect(accept).toEqual(expect.arrayContaining(['.webm', '.mp4', '.opus', '.m4a']));
  });

  it.each(['webm', 'opus', 'mp4', 'oga'])('the URL tab takes links to .%s files', (ext) => {
    expect(soundUrlProblem(`https://cdn.example.test/a/b.${ext}?x=1`)).toBeNull();
  });
});
