import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineCssPlugin } from './src/server/static/inline-css.ts';
import { precompressPlugin } from './src/server/static/precompress.ts';
import { precacheShell } from './src/web/features/pwa/precache-shell.ts';
import { webAppManifest } from './src/web/features/pwa/web-app-manifest.ts';

const apiPort = 3001;
const shell = precacheShell();

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    inlineCssPlugin(),
    shell.plugin,
    // The service worker /sw.js and the manifest (issue 15, decision 028). Registered by the app itself once
    // the page is idle (features/pwa/register-service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'features/pwa/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      // The install dialog fetches the icons itself; the app offline never shows them (decision 068).
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,html,svg,webmanifest}'],
        // The precache is the shell every page needs; the rest is kept when first used (decision 068).
        manifestTransforms: [shell.manifestTransform],
      },
    }),
    precompressPlugin(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // No preload helper: it appended a <link rel="modulepreload"> per dependency of every dynamic import, one
    // long task on the main thread when the app starts (issue 11 row 4, decision 023). The browser fetches a
    // chunk's static imports as soon as it parses the chunk.
    modulePreload: false,
    // One stylesheet, inlined into index.html (inline-css.ts). With CSS code splitting the route chunks listed
    // it as their dependency, and each lazy import appended a <link> to it: a second download of the same CSS
    // and a style recalculation of the whole page.
    cssCodeSplit: false,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/files': `http://127.0.0.1:${apiPort}`,
    },
  },
});
