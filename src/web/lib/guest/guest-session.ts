import { GUEST_MESSAGES } from '#shared/guest-messages.ts';
import type { Me } from '#shared/schemas/session.ts';

/**
 * The session a guest's pages read (decision 061): the guest's id as the user and owner of its boards, no
 * e-mail, no factors, the profile named "Guest". The server never sees it.
 */
export function guestSession(id: string): Me {
  return {
    user: { id, email: '', factors: [], aal: 'aal1' },
    profile: {
      id,
      username: GUEST_MESSAGES.marker,
      full_name: null,
      bio: null,
      avatar_url: null,
      profile_background_image_url: null,
      profile_background_settings: {},
      public_url_slug: '',
    },
  };
}

/** Whether a session is a guest's (no e-mail: every account has one). */
export const isGuestSession = (session: Me | null | undefined): boolean =>
  Boolean(session && session.user.email === '');
