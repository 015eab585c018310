/**
 * The built stylesheet goes into index.html (decision 010: the HTML shell paints with its first response, no
 * render-blocking CSS request on a phone's round trips). CSP allows inline styles (app.ts: 'unsafe-inline').
 */
export function inlineStylesheets(html: string, stylesheets: Record<string, string>): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const css = stylesheets[file];
      return css === undefined ? tag : `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
    },
  );
}

interface BundleAsset {
  type: string;
  fileName: string;
  source?: string | Uint8Array;
}

/** The Vite plugin: inlines the build's CSS assets into index.html. */
export function inlineCssPlugin() {
  return {
    name: 'soundboard-inline-css',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(html: string, context: { bundle?: Record<string, BundleAsset> }) {
        const stylesheets: Record<string, string> = {};
        for (const asset of Object.values(context.bundle ?? {})) {
          if (
            asset.type === 'asset' &&
            asset.fileName.endsWith('.css') &&
            asset.source !== undefined
          ) {
            stylesheets[asset.fileName] =
              typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
          }
        }
        return inlineStylesheets(html, stylesheets);
      },
    },
  };
}
