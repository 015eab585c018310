import { beforeEach, describe, expect, it } from 'vitest';
import { noteName, noteOff, noteOn } from './midi-message.ts';
import { mapNote, noteOf, readNoteMap, unmapButton } from './midi-mappings.ts';

describe('noteOff (decision 056: a hold button stops on it)', () => {
  it('reads a Note Off and a Note On of velocity 0 on any channel', () => {
    expect(noteOff(new Uint8Array([0x80, 60, 64]))).toBe(60);
    expect(noteOff(new Uint8Array([0x8f, 36, 0]))).toBe(36);
    expect(noteOff(new Uint8Array([0x99, 38, 0]))).toBe(38);
  });

  it('ignores a sounding Note On, controls and short messages', () => {
    expect(noteOff(new Uint8Array([0x90, 60, 100]))).toBeNull();
    expect(noteOff(new Uint8Array([0xb0, 7, 0]))).toBeNull();
    expect(noteOff(new Uint8Array([0x80, 60]))).toBeNull();
  });
});

describe('noteOn', () => {
  it('reads the note of a Note On on any channel', () => {
    expect(noteOn(new Uint8Array([0x90, 60, 100]))).toBe(60);
    expect(noteOn(new Uint8Array([0x99, 36, 1]))).toBe(36);
  });

  it('ignores Note Off, a Note On of velocity 0, controls and short messages', () => {
    expect(noteOn(new Uint8Array([0x80, 60, 64]))).toBeNull();
    expect(noteOn(new Uint8Array([0x90, 60, 0]))).toBeNull();
    expect(noteOn(new Uint8Array([0xb0, 7, 127]))).toBeNull();
    expect(noteOn(new Uint8Array([0xf8]))).toBeNull();
    expect(noteOn(null)).toBeNull();
  });

  it('names notes as musicians do', () => {
    expect(noteName(60)).toBe('C4');
    expect(noteName(61)).toBe('C♯4');
    expect(noteName(36)).toBe('C2');
    expect(noteName(0)).toBe('C-1');
  });
});

describe('note mappings', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a note per controller and board, one note per button and one button per note', () => {
    mapNote('Pad A', 'board-1', 36, 'kick');
    mapNote('Pad A', 'board-1', 38, 'snare');
    expect(readNoteMap('Pad A', 'board-1')).toEqual({ '36': 'kick', '38': 'snare' });
    // Moving the kick to another pad frees its old one; taking the snare's pad replaces the snare.
    mapNote('Pad A', 'board-1', 40, 'kick');
    mapNote('Pad A', 'board-1', 38, 'hat');
    expect(readNoteMap('Pad A', 'board-1')).toEqual({ '40': 'kick', '38': 'hat' });
    expect(noteOf(readNoteMap('Pad A', 'board-1'), 'kick')).toBe(40);
    // Other controllers and boards are untouched.
    expect(readNoteMap('Keys B', 'board-1')).toEqual({});
    expect(readNoteMap('Pad A', 'board-2')).toEqual({});
    unmapButton('Pad A', 'board-1', 'hat');
    expect(readNoteMap('Pad A', 'board-1')).toEqual({ '40': 'kick' });
  });

  it('starts empty when what is stored is not readable', () => {
    localStorage.setItem('soundboard:midi-mappings:v1', '{not json');
    expect(readNoteMap('Pad A', 'board-1')).toEqual({});
  });
});
