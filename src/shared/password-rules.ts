/**
 * The pattern half of the new-password rule (the server also refuses the most common passwords, from a list
 * it keeps): pure, so that the browser can say it before submitting. The server is the authority.
 */

/** Runs a person types without thinking: digits, the alphabet, keyboard rows and columns. */
const RUNS = [
  '0123456789',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'azertyuiop',
  'qazwsxedcrfvtgbyhnujmikolp',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  '!@#$%^&*()',
];
const RUN_TEXT = RUNS.flatMap((run) => {
  const twice = run + run; // runs that wrap around: 7890123
  return [twice, [...twice].reverse().join('')];
});
/** A unit this short repeated (abab…, abcabc…, 1212…) is a pattern, not a password. */
const MAX_REPEATED_UNIT = 4;
/** An e-mail name with this many characters more (a year, "123", "!") is still the e-mail name. */
const EMAIL_EXTRA_MAX = 4;

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

function isRepetition(text: string): boolean {
  for (let unit = 1; unit <= MAX_REPEATED_UNIT && unit < text.length; unit++) {
    if ([...text].every((char, i) => char === text[i % unit])) return true;
  }
  return false;
}

/** Equal steps of one or two between neighbours: abcdefgh, 98765432, acegikmo. */
function isArithmetic(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) < 1 || Math.abs(step) > 2) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** Only whitespace, one or two characters over and over, a short repeated unit, or a run like 12345678. */
export function isSimplePassword(password: string): boolean {
  const text = compact(password);
  if (!text) return true;
  if (new Set(text).size <= 2 || isRepetition(text)) return true;
  if (text.length >= 2 && isArithmetic(text)) return true;
  return RUN_TEXT.some((run) => run.includes(text));
}

/** The e-mail's name (the part before @, with or without its +tag) or the whole address, give or take a few characters. */
export function isLikeEmail(password: string, email: string): boolean {
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const typed = letters(password);
  return [email, local, local.split('+')[0] ?? ''].some((part) => {
    const name = letters(part);
    return (
      name.length >= 3 && typed.includes(name) && typed.length - name.length <= EMAIL_EXTRA_MAX
    );
  });
}
