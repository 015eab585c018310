import type { Plugin } from 'vite';

/**
 * What the service worker precaches (decision 068): the shell every page needs — index.html (the offline
 * answer to a navigation), the favicon, the app's entry chunk and the app it starts (vite-plugin-pwa adds
 * the web app manifest itself) — and nothing else. Route chunks, the editor, rearranging and the rest are kept by the
 * worker when they are first used (sw.ts), so a visitor's first visit downloads no code they did not use.
 */
export const SHELL_FILES = ['index.html', 'favicon.svg', 'early-presses.js'];

/**
 * Code loaded on demand that a page needs offline even when it never ran online: the sweep of an ended
 * session's files (decision 042), which an expired session offline must still run.
 */
export const OFFLINE_MODULES = ['/src/web/lib/forget-user-files.ts'];

type BundleItem = {
  type: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
};

/**
 * The shell's chunks, by file name: index.html's entry chunk, the app it starts (its dynamic imports: the
 * app's providers, router and frame), the `offlineModules` (path endings), and every chunk those import
 * statically. Not the pages the router loads on demand.
 */
export function shellGraph(
  bundle: Record<string, BundleItem>,
  offlineModules: readonly string[] = [],
): string[] {
  const entries = Object.entries(bundle)
    .filter(
      ([, item]) =>
        item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith('/index.html'),
    )
    .map(([name]) => name);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of bundle[name]?.imports ?? []) visit(imported);
  };
  for (const name of entries) {
    visit(name);
    for (const started of bundle[name]?.dynamicImports ?? []) visit(started);
  }
  if (seen.size === 0) return [];
  for (const [name, item] of Object.entries(bundle)) {
    if (offlineModules.some((module) => item.facadeModuleId?.endsWith(module))) visit(name);
  }
  return [...seen];
}

/**
 * A Vite plugin that records the shell's chunks while the app is bundled, and the `manifestTransforms` step
 * of vite-plugin-pwa's injectManifest that keeps only the shell in the precache manifest. The worker's own
 * build (the plugin runs there too) has no index.html entry and leaves the record as it is.
 */
export function precacheShell() {
  const shellChunks = new Set<string>();
  const plugin: Plugin = {
    name: 'soundboard:precache-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph = shellGraph(bundle, OFFLINE_MODULES);
      if (graph.length === 0) return;
      shellChunks.clear();
      for (const name of graph) shellChunks.add(name);
    },
  };
  const manifestTransform = <E extends { url: string }>(entries: E[]) => {
    if (shellChunks.size === 0) throw new Error('precache-shell: the app entry was not bundled');
    const keep = new Set([...SHELL_FILES, ...shellChunks]);
    return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] as string[] };
  };
  return { plugin, manifestTransform };
}
