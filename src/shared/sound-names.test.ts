import { describe, expect, it } from 'vitest';
import { SOUND_MESSAGES } from './sound-messages.ts';
import {
  ingestedBaseName,
  nameFromFileName,
  recordingFileName,
  soundUrlProblem,
} from './sound-names.ts';

describe('sound URL validation (spec §5)', () => {
  it('asks for a valid URL when it does not parse', () => {
    expect(soundUrlProblem('not a url')).toBe(SOUND_MESSAGES.invalidUrl);
    expect(soundUrlProblem('')).toBe('Please enter a valid URL');
  });

  it.each(['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac', 'MP3'])('accepts .%s files', (ext) => {
    expect(soundUrlProblem(`https://cdn.example.test/a/b.${ext}?x=1`)).toBeNull();
  });

  it('accepts Dropbox and Google Drive links without an extension', () => {
    expect(soundUrlProblem('https://www.dropbox.com/s/abc/clip?dl=0')).toBeNull();
    expect(soundUrlProblem('https://drive.google.com/file/d/123/view')).toBeNull();
  });

  it('refuses other URLs with the list of what is supported', () => {
    expect(soundUrlProblem('https://example.test/page.html')).toBe(
      // The spec's text with every format browsers play (decision 055).
      "URL doesn't appear to be an audio file. Supported: MP3, WAV, OGG, Opus, WebM, M4A, MP4, AAC, FLAC, Dropbox, Google Drive",
    );
    expect(soundUrlProblem('https://example.test/')).toBe(SOUND_MESSAGES.notAudioUrl);
  });
});

describe('file names', () => {
  it('names a recording from the sound name with spaces as underscores plus .webm', () => {
    expect(recordingFileName('My first clip')).toBe('My_first_clip.webm');
    expect(recordingFileName('  Boo! ')).toBe('Boo!.webm');
  });

  it('names URL-ingested audio with non-alphanumerics as underscores', () => {
    expect(ingestedBaseName('Door bell #2')).toBe('Door_bell__2');
  });

  it('defaults the upload name to the file name without extension', () => {
    expect(nameFromFileName('air horn.final.mp3')).toBe('air horn.final');
    expect(nameFromFileName('.hidden')).toBe('.hidden');
  });
});
