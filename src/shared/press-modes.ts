/**
 * What a second press of a button does (decision 056), per button: "toggle" stops it (spec §4, the default),
 * "retrigger" plays it again from its trim start, "hold" plays it only while it is held down (a looped sound
 * loops while held). Not the board's play mode (one at a time or overlap, decision 036), which decides what
 * happens to the other buttons. No zod here: the visitor's board page imports it.
 */
export const PRESS_MODES = ['toggle', 'retrigger', 'hold'] as const;
export type PressMode = (typeof PRESS_MODES)[number];
export const DEFAULT_PRESS_MODE: PressMode = 'toggle';
