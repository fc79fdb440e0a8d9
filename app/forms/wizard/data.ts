/** What a wizard block's server `load` gives its component (kept small: it is inlined in the HTML). */
export type WizardBlockData = {
  /** Municipality labels (DESCRIPTION), or null when the core API failed. */
  municipalities: string[] | null;
  /** Minted for this render; travels with every step so a re-post never makes two leads. */
  idempotencyKey: string;
  /** The form id of the `sent` flag after a successful post without JavaScript. */
  sentFormId: string | null;
};
