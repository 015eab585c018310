/** Texts of refused input that is not about one feature (DESIGN §6: body cap, NUL characters, bad JSON). */
export const INPUT_MESSAGES = {
  bodyTooLarge: 'The request is too large.',
  nulCharacter: 'Text must not contain NUL characters.',
  invalidJson: 'Expected a JSON body.',
  tooDeep: 'The request is nested too deeply.',
  multipartNotAccepted: 'Expected a JSON body, not a form upload.',
  emailTooLong: (max: number) => `E-mail addresses are at most ${max} characters.`,
  accountNameTooLong: (max: number) => `Names are at most ${max} characters.`,
  passwordTooLong: (max: number) => `Passwords are at most ${max} characters.`,
  tooLong: (max: number) => `At most ${max} characters.`,
  invalidInput: 'The request contains a value of the wrong kind.',
} as const;
