import { PRODUCT_NAME } from '#shared/product.ts';
import { ROUTES } from '#shared/routes.ts';
import { TERMS_CHANGE_NOTICE_DAYS } from '#shared/limits.ts';
import { TextLink } from '#web/components/ui/text-link.tsx';
import type { LegalSection } from '#web/features/static-pages/content/legal-section.ts';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By using {PRODUCT_NAME}, as a guest or with an account, you agree to these terms and to our{' '}
        <TextLink to={ROUTES.privacy}>Privacy Policy</TextLink>. If you do not agree, please do not
        use the service.
      </p>
    ),
  },
  {
    id: 'service-description',
    title: 'Description of Service',
    body: (
      <p>
        {PRODUCT_NAME} lets you build boards of buttons that play sounds, upload, record or link
        audio, decorate buttons and boards with images and GIFs, play sounds by tapping or with
        hotkeys, and share boards by link or publicly. The service is free to use and can be
        installed as an app on your phone or computer.
      </p>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    body: (
      <ul>
        <li>
          Give accurate information when you create an account, and keep your password secret.
        </li>
        <li>You are responsible for everything that happens under your account.</li>
        <li>
          Only upload sounds and images that you own or have permission to use, and respect
          copyright and the rights of others.
        </li>
        <li>Tell us promptly if you believe your account has been used without your permission.</li>
      </ul>
    ),
  },
  {
    id: 'content-policy',
    title: 'Content Policy',
    body: (
      <>
        <p>
          You keep ownership of the content you create. By making a board public or sharing its
          link, you allow others to view and play it through {PRODUCT_NAME}, and you give us the
          permission we need to store, copy and show that content to run the service.
        </p>
        <p>
          Content must not be illegal, hateful, harassing, sexually explicit, violent or deceptive,
          and must not infringe anyone’s copyright or trademarks. We may remove content that breaks
          these rules, with or without notice.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    body: (
      <ul>
        <li>Using the service for anything unlawful, or to distribute malware or spam.</li>
        <li>Trying to access other users’ accounts or private content, or to bypass security.</li>
        <li>Overloading the service, for example with automated requests or scraping.</li>
        <li>Using the service to store files unrelated to your boards.</li>
        <li>Impersonating other people or misrepresenting where content comes from.</li>
      </ul>
    ),
  },
  {
    id: 'service-availability',
    title: 'Service Availability',
    body: (
      <p>
        We work to keep {PRODUCT_NAME} available and fast, but we do not guarantee that it will be
        uninterrupted or error-free. We may pause the service for maintenance and may change, add or
        remove features at any time.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using {PRODUCT_NAME} at any time and ask us to delete your account. We may
        suspend or close accounts that break these terms. When an account is closed, its boards,
        sounds and profile may be permanently deleted.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        The service is provided “as is” and “as available”, without warranties of any kind, express
        or implied, including fitness for a particular purpose and non-infringement. Keep your own
        copies of sounds that matter to you.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent the law allows, we are not liable for indirect, incidental or
        consequential damages, or for lost data or content, arising from your use of {PRODUCT_NAME}
        or your inability to use it.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms from time to time. For material changes we will attempt to give at
        least {TERMS_CHANGE_NOTICE_DAYS} days’ notice, in the app or by e-mail, before they take
        effect. Continuing to use the service after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Get in touch through our{' '}
        <TextLink to={ROUTES.contact}>contact page</TextLink>.
      </p>
    ),
  },
];
