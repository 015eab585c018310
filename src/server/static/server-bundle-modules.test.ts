import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../../scripts/build-server.mjs';

/**
 * The server renders the first content of a page from presentational pieces only (decision 021, STYLE.md
 * "Between folders"): idle tiles, the header, the like button's markup. None of the code that plays, caches
 * or reaches devices belongs in dist/server. Each pattern names one kind; the allow-list names the few modules
 * a pattern matches that are presentational on purpose.
 */
const FORBIDDEN: Record<string, RegExp> = {
  'playback engine': /^src\/web\/(lib\/audio\/|features\/sounds\/hooks\/use-board-playback)/,
  'audio cache': /audio-cache|audio-loader/,
  MIDI: /\/midi\//,
  'sorter / rearrange': /\/rearrange\/|drag-announcements|grid-sorter/,
  'output device': /output-device|sound-controls\//,
  'live relay': /^src\/web\/features\/live\//,
};

/** Matched by a pattern above, yet no more than markup, names or a channel (each file says why it stands apart). */
const ALLOWED = new Set([
  // A tile reads its status through the engine's types only.
  'src/web/lib/audio/use-button-status.ts',
  // The session's sweep names the audio cache; the session tells the engine (if made) to forget.
  'src/web/lib/audio/audio-cache-names.ts',
  'src/web/lib/audio/session-end.ts',
  // The header's MIDI and output-device controls as markup, shown where the browser supports them.
  'src/web/features/midi/midi-support.ts',
  'src/web/features/midi/components/midi-button-face.tsx',
  'src/web/lib/audio/output-device-support.ts',
  'src/web/features/sound-controls/components/output-device-button-face.tsx',
]);

async function webModulesInServerBundle(): Promise<string[]> {
  const options = serverBuildOptions(path.join(import.meta.dirname, 'unused-outdir'));
  const result = await build({
    ...options,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  if (!result.metafile) throw new Error('esbuild gave no metafile');
  return Object.keys(result.metafile.inputs).filter((input) => input.startsWith('src/web/'));
}

describe('the server bundle (dist/server/main.js)', () => {
  it('holds presentational web modules only: no playback engine, audio cache, MIDI, sorter or output device', async () => {
    const modules = await webModulesInServerBundle();
    // The first content is rendered from the web's components: the bundle does hold some of them.
    expect(modules).toContain('src/web/ssr/render-first-content.tsx');
    const offending = modules.flatMap((module) =>
      ALLOWED.has(module)
        ? []
        : Object.entries(FORBIDDEN)
            .filter(([, pattern]) => pattern.test(module))
            .map(([kind]) => `${kind}: ${module}`),
    );
    expect(offending).toEqual([]);
  }, 60_000);
});
