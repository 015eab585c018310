/**
 * A save the dialog is handed by whoever opens it: the board's and the button's requests belong to the boards
 * feature, which a feature does not import (decision 044). A TanStack mutation fits.
 */
export interface Save<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
}
