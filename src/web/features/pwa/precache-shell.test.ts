import { describe, expect, it } from 'vitest';
import { precacheShell, shellGraph } from './precache-shell.ts';

// A bundle shaped like Rolldown's: index.html's entry starts the app (dynamic import), which imports React
// statically and the pages dynamically; a page imports the editor dynamically.
const bundle = {
  'assets/index-a.js': {
    type: 'chunk',
    isEntry: true,
    facadeModuleId: '/src/web/index.html',
    imports: ['assets/hotkeys-b.js'],
    dynamicImports: ['assets/start-c.js'],
  },
  'assets/hotkeys-b.js': { type: 'chunk', imports: [] },
  'assets/start-c.js': {
    type: 'chunk',
    imports: ['assets/react-d.js'],
    dynamicImports: ['assets/shared-board-e.js'],
  },
  'assets/react-d.js': { type: 'chunk', imports: [] },
  'assets/shared-board-e.js': {
    type: 'chunk',
    imports: ['assets/react-d.js'],
    dynamicImports: ['assets/button-editor-dialog-f.js'],
  },
  'assets/button-editor-dialog-f.js': { type: 'chunk', imports: [] },
  'assets/style.css': { type: 'asset' },
};

describe('the precached shell (decision 068)', () => {
  it('is the entry, the app it starts and their static imports, never a page or the editor', () => {
    expect(shellGraph(bundle).sort()).toEqual([
      'assets/hotkeys-b.js',
      'assets/index-a.js',
      'assets/react-d.js',
      'assets/start-c.js',
    ]);
  });

  it('adds code a page needs offline even when it never ran online, with its imports', () => {
    const withSweep = {
      ...bundle,
      'assets/forget-user-files-g.js': {
        type: 'chunk',
        facadeModuleId: '/work/src/web/lib/forget-user-files.ts',
        imports: ['assets/react-d.js'],
      },
    };
    expect(shellGraph(withSweep, ['/src/web/lib/forget-user-files.ts'])).toContain(
      'assets/forget-user-files-g.js',
    );
    expect(shellGraph(withSweep)).not.toContain('assets/forget-user-files-g.js');
  });

  it("keeps only the shell's files in the precache manifest", () => {
    const shell = precacheShell();
    const hook = shell.plugin.generateBundle as unknown as (options: unknown, b: object) => void;
    hook({}, bundle);
    // The worker's own build has no index.html entry: the record stays.
    hook({}, { 'sw.js': { type: 'chunk', isEntry: true, facadeModuleId: '/sw.ts' } });
    const files = [
      'index.html',
      'favicon.svg',
      'icons/icon-192.png',
      ...Object.keys(bundle).filter((name) => name.endsWith('.js')),
    ].map((url) => ({ url, revision: null, size: 1 }));
    expect(shell.manifestTransform(files).manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'favicon.svg',
      'assets/index-a.js',
      'assets/hotkeys-b.js',
      'assets/start-c.js',
      'assets/react-d.js',
    ]);
  });

  it('fails the build when the app entry was never seen', () => {
    expect(() => precacheShell().manifestTransform([{ url: 'index.html' }])).toThrow(/entry/);
  });
});
