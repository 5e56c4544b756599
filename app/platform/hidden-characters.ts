// Characters no free-text field or file name may hold: control characters (other than tab and line breaks) and
// the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which only serve to garble or
// disguise text ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf") on the screens, exports and downloads that
// show it. The marks U+200E/U+200F, which right-to-left writing does need, are allowed. Also refused: the invisible
// characters that hide a word's real spelling (zero-width space U+200B, word joiner and invisible operators
// U+2060–U+2064, the byte-order mark U+FEFF) and Unicode tag characters (U+E0000–U+E007F, which can smuggle a
// hidden message) except inside a flag emoji, which is built of them. The zero-width joiner and non-joiner stay:
// emoji (👩🏽‍💻) and several scripts need them.
// No imports: user.ts (loaded by admin:create under plain Node) uses it too.

export const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters (but tab and line breaks) are what it refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<!\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0000}-\u{E007F}]/u;
export const HIDDEN_CHARACTERS_GLOBAL = new RegExp(HIDDEN_CHARACTERS.source, "gu");
export const HIDDEN_CHARACTERS_MESSAGE = "Must not contain control characters";

export const visibleText = (text: string) => !HIDDEN_CHARACTERS.test(text);
