/** Texts about the output device remembered on this browser (decision 036's choice, decision 055's notice). */
export const OUTPUT_DEVICE_MESSAGES = {
  /** The remembered output is not connected: the browser plays on the default without a word otherwise. */
  gone: 'The output device chosen for this browser is not connected. Sounds play on the system default until it is back.',
} as const;
