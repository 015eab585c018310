import {
  AVATAR_UPLOAD_MAX_BYTES,
  BIO_MAX,
  HELP_AUDIO_ADVICE,
  IMAGE_UPLOAD_MAX_BYTES,
  MB,
  TRASH_RETENTION_DAYS,
  USERNAME_MAX,
  USERNAME_MIN,
} from '#shared/limits.ts';

export interface Faq {
  id: string;
  question: string;
  /** One paragraph per entry. */
  answer: readonly string[];
}

const formats = HELP_AUDIO_ADVICE.formats.join(', ');
const imageMb = IMAGE_UPLOAD_MAX_BYTES / MB;
const avatarMb = AVATAR_UPLOAD_MAX_BYTES / MB;

export const HELP_FAQS: readonly Faq[] = [
  {
    id: 'create-board',
    question: 'How do I create a board?',
    answer: [
      'Sign in, open My Boards and choose Create Board. Give it a name, and optionally a description and a background image. A new board starts with a grid of 2 rows by 4 columns.',
      'Add more buttons whenever you need them — each board can hold unlimited sounds, and you can have as many boards as you like.',
    ],
  },
  {
    id: 'record',
    question: 'How do I record a sound with my microphone?',
    answer: [
      'Open an empty button (or My Sounds), choose the Record tab and press record. The first time, your browser asks for permission to use the microphone — choose Allow.',
      'Stop when you are done, listen back, give the clip a name and save it. If you blocked the microphone by mistake, re-enable it in your browser’s site settings (the lock or tune icon next to the address) and reload the page.',
    ],
  },
  {
    id: 'upload',
    question: 'Which audio files can I upload?',
    answer: [
      `Use the Upload tab and pick a file. ${formats} work in every modern browser. The sound’s name defaults to the file name, and you can change it before saving.`,
      `We recommend files of at most ${HELP_AUDIO_ADVICE.recommendedMaxMb}MB; short clips under ${HELP_AUDIO_ADVICE.performanceTipMb}MB start playing fastest.`,
    ],
  },
  {
    id: 'url',
    question: 'Can I add a sound from a link?',
    answer: [
      'Yes. On the URL tab, paste a direct link to an audio file ending in .mp3, .wav, .ogg, .m4a, .aac or .flac. Dropbox and Google Drive share links work too — make sure the file is shared with “anyone with the link”.',
      'We download the audio once and save a copy to your library, so the sound keeps working even if the original link changes.',
    ],
  },
  {
    id: 'hotkeys',
    question: 'How do hotkeys work?',
    answer: [
      'Edit a button and type a single character as its hotkey — the number keys 1-9 and the letters A-Z are the handiest. Pressing that key plays the button’s sound; upper and lower case both work.',
      'Each hotkey can be used once per board. Hotkeys pause while you are typing in a field or while a dialog is open, so they never get in the way.',
    ],
  },
  {
    id: 'rearrange',
    question: 'How do I rearrange the buttons on my board?',
    answer: [
      'On a board you own, drag a button with the mouse, or press and hold it on a touch screen, then drop it in its new spot. The other buttons shift to make room.',
      'With a keyboard, focus a button, press Space to pick it up, move it with the arrow keys and press Space again to drop it.',
    ],
  },
  {
    id: 'share',
    question: 'How do I share a board? What is the difference between public and private?',
    answer: [
      'Use Share on a board to copy its link and send it anywhere. Anyone with the link can open the board and play its sounds, but only you can edit it.',
      'Private boards are visible only to you. Public boards also appear on the Popular page and on your profile, where other people can discover and like them.',
    ],
  },
  {
    id: 'likes',
    question: 'How do likes work?',
    answer: [
      'Tap the heart on any public board to like it, and tap it again to take the like back. You need to be signed in to like a board.',
      'The Popular page lists public boards with the most likes first.',
    ],
  },
  {
    id: 'trash',
    question: 'I deleted a board or sound by mistake. Can I get it back?',
    answer: [
      'Yes. Deleted boards and sounds go to the Trash first. Open the Trash page and choose Restore.',
      `Items are deleted automatically after ${TRASH_RETENTION_DAYS} days in the trash. You can also delete an item permanently, or empty the trash with Clear All — neither can be undone.`,
    ],
  },
  {
    id: 'offline',
    question: 'Can I install Soundboard or use it offline?',
    answer: [
      'Yes. Choose Install when your browser offers it, or use “Add to Home Screen” on your phone. The installed app opens in its own window.',
      'The app and the sounds you have already played are kept on your device, so your boards keep playing without a connection. Creating and editing boards needs a connection.',
    ],
  },
  {
    id: 'backgrounds',
    question: 'Can I add background images or GIFs?',
    answer: [
      `Boards and individual buttons can each have a background image: upload a PNG, JPG, GIF or WebP file of up to ${imageMb}MB, or search for an animated GIF right inside the app.`,
      'Pick how the image fills the space: cover (the default), contain, or tiled.',
    ],
  },
  {
    id: 'account',
    question: 'How do I change my profile or account details?',
    answer: [
      `Open My Account to change your username (${USERNAME_MIN} to ${USERNAME_MAX} characters), full name, a short bio of up to ${BIO_MAX} characters and your avatar (PNG, JPG or GIF up to ${avatarMb}MB, or a GIF from the search).`,
      'Your public profile shows your name, bio, avatar and public boards; My Profile in the account menu shows you what others see.',
    ],
  },
];
