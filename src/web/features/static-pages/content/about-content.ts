import {
  AudioLines,
  CloudUpload,
  Keyboard,
  LayoutGrid,
  Monitor,
  Share2,
  Smartphone,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const ABOUT_FEATURES: readonly Feature[] = [
  {
    icon: LayoutGrid,
    title: 'Custom boards',
    body: 'Create unlimited boards for streams, classrooms, game nights or podcasts. Give every button its own sound, label, colour, hotkey and background image — even an animated GIF.',
  },
  {
    icon: Keyboard,
    title: 'Instant playback with hotkeys',
    body: 'Tap a button or press its key and the sound starts right away. Sounds are cached after the first play, so the second time is instant even on a slow connection.',
  },
  {
    icon: Share2,
    title: 'Sharing',
    body: 'Send anyone a link to your board. Make a board public to list it on the Popular page, where others can play it and like it — or keep it private.',
  },
  {
    icon: Smartphone,
    title: 'Mobile responsive',
    body: 'Big, thumb-sized tiles on phones, more columns on tablets and desktops. Rearrange buttons by dragging, with touch, mouse or keyboard.',
  },
  {
    icon: CloudUpload,
    title: 'Cloud storage and security',
    body: 'Your sounds, images and boards are stored with your account, so they follow you to every device. Private boards are visible only to you, and deleted items wait 30 days in the trash before they are removed.',
  },
  {
    icon: AudioLines,
    title: 'Record, upload or link',
    body: 'Record a clip with your microphone, upload an audio file, or add a sound straight from a web link, including Dropbox and Google Drive links.',
  },
];

export interface Step {
  title: string;
  body: string;
}

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Create an account or use it as a guest',
    body: 'Browse and play public boards straight away. Sign up for free when you want to build boards of your own.',
  },
  {
    title: 'Upload or record audio',
    body: 'Add sounds from files, from your microphone or from a link. They land in your personal sound library.',
  },
  {
    title: 'Organise into boards',
    body: 'Put sounds on buttons, pick colours and hotkeys, drag buttons into place and add a background.',
  },
  {
    title: 'Share or browse the community',
    body: 'Share a board by link or make it public, and discover what others have built on the Popular page.',
  },
];

export interface Technology {
  name: string;
  role: string;
}

export const TECHNOLOGIES: readonly Technology[] = [
  { name: 'React', role: 'the interface, built from small reusable components' },
  { name: 'TypeScript', role: 'type-checked code from the browser to the server' },
  { name: 'Vite', role: 'fast builds and a lean production bundle' },
  { name: 'Tailwind CSS', role: 'responsive styling with light and dark themes' },
  { name: 'Hono', role: 'the lightweight web server and API' },
  { name: 'PostgreSQL / PGlite', role: 'reliable storage for boards, sounds and profiles' },
  { name: 'Web Audio API', role: 'low-latency playback in the browser' },
  { name: 'Service worker (PWA)', role: 'installation and offline use' },
  { name: 'IndexedDB', role: 'a local cache of the sounds you have played' },
];

export const INSTALL_POINTS: readonly (Step & { icon: LucideIcon })[] = [
  {
    icon: Smartphone,
    title: 'On your phone',
    body: 'Choose "Install" when prompted, or use your browser’s "Add to Home Screen". Soundboard then opens full-screen like any other app.',
  },
  {
    icon: Monitor,
    title: 'On your desktop',
    body: 'In Chrome or Edge, click the install icon in the address bar to give Soundboard its own window and a place in your dock or start menu.',
  },
  {
    icon: WifiOff,
    title: 'Works offline',
    body: 'The app itself and the sounds you have already played are kept on your device, so your boards still play without a connection.',
  },
];
