import { HELP_AUDIO_ADVICE } from '#shared/limits.ts';

export interface GuideItem {
  title: string;
  body: string;
}

export const QUICK_START: readonly GuideItem[] = [
  {
    title: 'Sign in or create a free account',
    body: 'Anyone can browse and play public boards. Sign in to make boards of your own.',
  },
  {
    title: 'Create a board',
    body: 'Open My Boards, choose Create Board and give it a name. Each board can hold unlimited sounds.',
  },
  {
    title: 'Add sounds',
    body: 'Tap an empty button, then record with your microphone, upload a file or paste a link.',
  },
  {
    title: 'Make it yours',
    body: 'Give buttons a label, a colour, a hotkey and a background image, and drag them into place.',
  },
  {
    title: 'Play and share',
    body: 'Tap a button or press its hotkey to play. Use Share to send the board’s link to friends.',
  },
];

export const TROUBLESHOOTING: readonly GuideItem[] = [
  {
    title: 'Nothing plays when I tap a button',
    body: 'Check your device volume and, on iPhone, the silent switch. Browsers only allow sound after you interact with the page, so tap once anywhere and try again. A button with no sound assigned stays silent.',
  },
  {
    title: 'Recording does not start',
    body: 'Allow microphone access in your browser’s site settings and reload. Close other apps that may be using the microphone, such as video calls.',
  },
  {
    title: 'My upload fails or takes a long time',
    body: `Use ${HELP_AUDIO_ADVICE.formats.join(', ')} files of at most ${HELP_AUDIO_ADVICE.recommendedMaxMb}MB and check your connection. Very long recordings are better trimmed before uploading.`,
  },
  {
    title: 'A link is rejected as "not an audio file"',
    body: 'Paste the direct link to the file rather than a web page that plays it. Dropbox and Google Drive links must be shared with anyone who has the link.',
  },
  {
    title: 'Hotkeys do nothing',
    body: 'Click an empty area of the page first so no text field has focus, and close any open dialog. Check that the button has both a hotkey and a sound.',
  },
];

export const TIPS: readonly GuideItem[] = [
  {
    title: 'Keep clips short',
    body: `Files under ${HELP_AUDIO_ADVICE.performanceTipMb}MB load and start fastest. Trim silence from the start so the sound hits right on cue.`,
  },
  {
    title: 'Learn your hotkeys',
    body: 'Put your most-used sounds on the number keys 1-9 and use letters for the rest — perfect for live streams and game nights.',
  },
  {
    title: 'Colour-code your buttons',
    body: 'Give each kind of sound its own colour (music, effects, voices) so you find the right one at a glance.',
  },
  {
    title: 'Install the app',
    body: 'Installed, Soundboard opens full-screen and keeps the sounds you have played ready for offline use.',
  },
];
