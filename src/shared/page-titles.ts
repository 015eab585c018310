import { PRODUCT_NAME } from './product.ts';

/** Every route's own document title (decision 011): "My Boards · Soundboard"; a board shows its name. */
export const PAGE_TITLES = {
  home: 'Home',
  signIn: 'Sign In',
  signUp: 'Create Account',
  forgotPassword: 'Forgot Password',
  myBoards: 'My Boards',
  mySounds: 'My Sounds',
  trash: 'Trash',
  myAccount: 'My Account',
  accountSettings: 'Account Settings',
  profile: 'Profile',
  popular: 'Popular Boards',
  board: 'Board',
  about: 'About',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  contact: 'Contact',
  help: 'Help',
  notFound: 'Page Not Found',
  resetPassword: 'Reset Password',
  emailConfirmed: 'Confirm E-mail',
  remote: 'Remote',
} as const;

/** "<page> · Soundboard"; the product's name alone for the visitor's landing page. */
export const documentTitle = (page?: string | null) =>
  page ? `${page} · ${PRODUCT_NAME}` : PRODUCT_NAME;
