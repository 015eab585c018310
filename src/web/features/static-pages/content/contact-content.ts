import { Bug, Lightbulb, MessageSquare, Wrench, type LucideIcon } from 'lucide-react';

export interface HelpCategory {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const CONTACT_HELP_CATEGORIES: readonly HelpCategory[] = [
  {
    icon: Wrench,
    title: 'Technical Support',
    body: 'Trouble signing in, uploading, recording or playing sounds? Tell us your device and browser.',
  },
  {
    icon: Bug,
    title: 'Bug Reports',
    body: 'Something broken? Describe the steps that lead to it, what you expected and what happened instead.',
  },
  {
    icon: Lightbulb,
    title: 'Feature Requests',
    body: 'Have an idea that would make your boards better? We read every suggestion.',
  },
  {
    icon: MessageSquare,
    title: 'General Feedback',
    body: 'Praise, complaints, partnership ideas or questions about your data — we want to hear it.',
  },
];
