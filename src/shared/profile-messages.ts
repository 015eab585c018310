/** The spec's texts about profiles (spec §2 /profile, §5 profile form, §8 errors and toasts). */
export const PROFILE_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters.',
  usernameTaken: 'Username is already taken.',
  notSignedIn: 'User must be logged in.',
  notFound: 'The user profile you are looking for does not exist.',
  notFoundTitle: 'Profile Not Found',
  bioFallback: "This user hasn't written a bio yet.",
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile:',
  unknownBucket: 'The bucket must be avatars or profile-backgrounds.',
  backgroundRemoved: 'Profile background removed.',
  backgroundRemoveFailed: 'Failed to remove background',
  backgroundUpdated: 'Profile background updated!',
  avatarUpdated: 'Avatar updated!',
  uploadFailed: 'File upload failed:',
  editProfile: 'Edit Profile',
  viewPublicProfile: 'View My Public Profile',
  goHome: 'Go Home',
} as const;

// Input hardening (DESIGN §6): maxima of profile texts.
export const PROFILE_INPUT_MESSAGES = {
  usernameTooLong: (max: number) => `Usernames are at most ${max} characters.`,
  fullNameTooLong: (max: number) => `Full names are at most ${max} characters.`,
  bioTooLong: (max: number) => `Bios are at most ${max} characters.`,
} as const;

// The new-user walk: the public profile link in Account Settings.
export const PROFILE_LINK_MESSAGES = {
  label: 'Public profile link',
  hint: 'Your profile address follows your username; the old address stops working when you change it.',
  copy: 'Copy',
  copied: 'Profile link copied to clipboard!',
} as const;
