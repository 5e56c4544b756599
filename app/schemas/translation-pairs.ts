// The staff's and the API's answers when a save would pair two rows as translations the pages cannot show: every
// translatable collection (blog posts, job listings, and any later one) uses these, with its own noun.
export const TRANSLATION_MESSAGES = {
  translationMissing: "Translation of: there is no {noun} with id {id}",
  translationSelf: "Translation of: a {noun} cannot be its own translation",
  translationSameLanguage:
    'Translation of: "{title}" is in {language} too; a translation links {nouns} in different languages',
  translationTaken: 'Translation of: "{title}" already has a translation, "{other}"',
  translationPaired: 'Translation of: this {noun} is already the translation of "{other}"',
  languageOfPair: 'Language: "{other}" is this {noun}\'s translation and is in {language} too',
} as const;
