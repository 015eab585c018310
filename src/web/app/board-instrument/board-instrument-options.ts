/**
 * What differs between the three pages that play a board (decision 045): the player (/?board={id}), the
 * shared view (/board/{id}) and compact mode (/board/{id}/compact). Every page states each option.
 */
export interface BoardInstrumentOptions {
  /**
   * Presses made on the server's HTML before the app took over are played once the board is at hand
   * (decision 039). Only the shared view has server HTML to press.
   */
  earlyPresses: boolean;
  /**
   * Live mode (decision 035): 'broadcast' relays the owner's presses to listeners and gives Go live;
   * 'listen' gives a viewer Listen live; 'off' has neither. Only public boards go live.
   */
  live: 'broadcast' | 'listen' | 'off';
  /** The owner's first play of a sound never measured measures its loudness (decision 036). */
  measureLoudness: boolean;
  /**
   * The remote (decision 060): 'player' plays the presses of the board's paired phones and access tokens and
   * gives "Use a remote"; only the owner's player page says so. 'off' everywhere else.
   */
  remote: 'player' | 'off';
  /** Stop All floats above the page, or sits in a toolbar ('inline', compact mode's bar). */
  stopAll: 'floating' | 'inline';
}
