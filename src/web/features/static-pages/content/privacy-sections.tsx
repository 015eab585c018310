import { PRODUCT_NAME } from '#shared/product.ts';
import { ROUTES } from '#shared/routes.ts';
import { TRASH_RETENTION_DAYS } from '#shared/limits.ts';
import { TextLink } from '#web/components/ui/text-link.tsx';
import type { LegalSection } from '#web/features/static-pages/content/legal-section.ts';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run {PRODUCT_NAME}:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your e-mail address and password (stored only as a
            secure hash), and the profile details you choose to add — username, full name, bio,
            avatar and profile background.
          </li>
          <li>
            <strong>Your content:</strong> the boards, buttons, sounds, recordings, images and GIFs
            you create or upload, together with their names, colours, hotkeys and settings.
          </li>
          <li>
            <strong>Usage information:</strong> actions such as creating, editing, sharing, liking
            and deleting boards and sounds.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser and device type, and the time
            of each request, recorded in our server logs; and a session cookie that keeps you signed
            in.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To provide the service: store your boards and sounds and play them on your devices.</li>
        <li>
          To sign you in, keep your account secure and send account e-mails such as confirmations.
        </li>
        <li>
          To show public boards, profiles and like counts on the Popular page and on profiles.
        </li>
        <li>To answer your messages and fix problems you report.</li>
        <li>To detect abuse and keep the service reliable.</li>
      </ul>
    ),
  },
  {
    id: 'storage-and-security',
    title: 'Data Storage and Security',
    body: (
      <>
        <p>
          Your account data and boards are kept in our database, and your audio and image files in
          our file storage. Passwords are hashed, connections are encrypted with HTTPS, and access
          rules make sure only you can change your boards and see your private content.
        </p>
        <p>
          Deleted boards and sounds stay in your trash for {TRASH_RETENTION_DAYS} days so you can
          restore them, and are then removed for good. On your own device, the app stores its files
          and the sounds you have played in the browser’s cache so it can work offline; clearing
          your browser’s site data removes them.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We do not sell your personal information, and we do not show advertising.</p>
        <ul>
          <li>
            <strong>Public content:</strong> boards you make public, and your profile’s username,
            full name, bio and avatar, can be seen by anyone. Anyone with a board’s share link can
            view it.
          </li>
          <li>
            <strong>Service providers:</strong> companies that host our servers, storage and e-mail
            process data only on our behalf.
          </li>
          <li>
            <strong>Legal reasons:</strong> we disclose information when the law requires it or to
            protect the safety of our users.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>You are in control of your information. You can:</p>
        <ul>
          <li>see and correct your profile at any time in My Account;</li>
          <li>make any board private, or delete boards and sounds and empty your trash;</li>
          <li>
            ask us for a copy of your data, or for your account and all of its data to be deleted;
          </li>
          <li>object to or ask us to restrict how we process your information.</li>
        </ul>
        <p>To make a request, contact us using the details below; we will answer within 30 days.</p>
      </>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <ul>
        <li>
          <strong>GIF search:</strong> when you search for GIFs, your search terms are sent through
          our server to our GIF search provider, and GIF previews and the GIF you pick are fetched
          by our server too, so the provider sees our server’s address rather than yours. The
          provider’s own privacy policy applies to the search terms it receives.
        </li>
        <li>
          <strong>Audio from links:</strong> when you add a sound from a URL (for example Dropbox or
          Google Drive), our server downloads the file from that host.
        </li>
        <li>
          <strong>E-mail delivery:</strong> account e-mails are sent through an e-mail provider.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as {PRODUCT_NAME} changes. The date at the top of this page shows
        when it was last updated, and we will tell you in the app or by e-mail before any change
        that significantly affects how we use your information.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data? Reach us through our{' '}
        <TextLink to={ROUTES.contact}>contact page</TextLink>.
      </p>
    ),
  },
];
