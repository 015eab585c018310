import type { ManifestOptions } from 'vite-plugin-pwa';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '#shared/product.ts';

export const APP_THEME_COLOR = '#6d28d9';
export const APP_BACKGROUND_COLOR = '#fafafa';

/** The web app manifest (decision 028; images made by scripts/make-pwa-images.ts). */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: PRODUCT_NAME,
  short_name: PRODUCT_NAME,
  description: PRODUCT_TAGLINE,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: APP_THEME_COLOR,
  background_color: APP_BACKGROUND_COLOR,
  categories: ['music', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  screenshots: [
    {
      src: '/icons/screenshot-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: `${PRODUCT_NAME} on a phone`,
    },
    {
      src: '/icons/screenshot-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: `${PRODUCT_NAME} on a desktop`,
    },
  ],
};
