import { PRODUCT_NAME } from './product.ts';

/** Installable and offline (decision 028): the texts users see. */
export const PWA_MESSAGES = {
  updateAvailable: `A new version of ${PRODUCT_NAME} is ready.`,
  reload: 'Reload',
  offlineBanner:
    'You are offline. Boards you have opened before still play; changes need a connection.',
  offlineAction: 'You are offline. Connect to the internet and try again.',
  /** Offline, a page whose code this device has not kept yet (decision 068). */
  pageNotKept:
    'You are offline, and this page has not been opened on this device yet. Connect to the internet to open it; boards and pages you have opened before still work.',
  installTitle: `Install ${PRODUCT_NAME}`,
  installBody:
    'Add it to your home screen or dock: it opens in its own window and plays boards offline.',
  install: 'Install',
  notNow: 'Not now',
} as const;

/** The service-worker update toast stays this long (spec §8). */
export const UPDATE_TOAST_MS = 10_000;

/** The error code the service worker answers an API request with when the network is gone. */
export const OFFLINE_ERROR_CODE = 'offline';
