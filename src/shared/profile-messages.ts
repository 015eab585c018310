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
} as const;
