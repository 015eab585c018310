/** Texts of the account basics: change and reset password, backup codes, e-mail links. */
export const PASSWORD_MESSAGES = {
  passwordRuleLabel: 'Password rule',
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot Password',
  forgotPrompt:
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  linkSent:
    'If an account uses that address, a link to choose a new password is on its way. Check your e-mail.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a New Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  resetSubmit: 'Save new password',
  resetDone: 'Password changed. Sign in with your new password.',
  linkInvalidTitle: 'This link does not work',
  linkInvalid:
    'This password-reset link is invalid or has expired (links work for one hour and only once). Ask for a new one below.',
  changeTitle: 'Change password',
  changeSubmit: 'Change password',
  changeDone: 'Password changed. Your other devices were signed out.',
} as const;

export const BACKUP_CODE_MESSAGES = {
  useBackupCode: 'Use a backup code',
  prompt:
    'Enter one of the backup codes you saved when you set up two-factor verification. Each code works once.',
  label: 'Backup code',
} as const;

export const EMAIL_LINK_MESSAGES = {
  confirmedTitle: 'E-mail confirmed',
  confirmed: 'Your e-mail address is confirmed. You are signed in and ready to go.',
  toBoards: 'Go to my boards',
  invalidTitle: 'This confirmation link does not work',
  invalid:
    'This e-mail confirmation link is invalid or has expired. Enter your e-mail address and we will send you a new one.',
  sendNew: 'Send a new link',
  sent: 'If that address has an account waiting for confirmation, a new link is on its way. Check your e-mail.',
} as const;
