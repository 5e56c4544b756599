// What every public form says besides its own fields: the shared field messages and the pipeline's refusals.
import { HIDDEN_CHARACTERS_MESSAGE } from "~/platform/hidden-characters";

export const forms = {
  tooLong: "Must be at most {max} characters",
  hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE,
  requiredMark: "Fields marked with * are required.",
  rateLimited: {
    title: "Too many submissions",
    text: "Too many submissions from your network. Please wait a minute and try again.",
  },
  /** The behaviour script's line when a form cannot reach the server (the visitor is offline). */
  offline: "Could not reach the server. Check your connection and try again.",
} as const;
