// The post editor's language panel: the language the post is written in, and the post it translates (a post of the
// other language, none by default). A post that another post names as its translation shows that pair instead: it
// is stored on, and changed from, that other post.
import { href, Link } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { LANGUAGE_INFO, LANGUAGES, type Language } from "~/i18n/languages";
import type { Translations, Values } from "~/routes/admin/blog/editor-values";
import { EditorPanel } from "~/components/admin/editor-panel";

type Pair = Pick<Values, "language" | "translationOf">;

export function LanguagePanel({
  value: { language, translationOf },
  translations: { choices, translatedBy },
  onChange,
  errors,
  noun = "post",
  editPath = (id) => href("/admin/blog/:id/edit", { id: String(id) }),
}: {
  value: Pair;
  translations: Translations;
  onChange: (pair: Pair) => void;
  errors: (name: string) => string[] | undefined;
  /** What the collection calls a row, and where one is edited (the case-study editor shares this panel). */
  noun?: string;
  editPath?: (id: number) => string;
}) {
  const offered = choices.filter((c) => c.language !== language);
  // A pair is two languages: the post named so far stops being the translation when this one takes its language.
  const onLanguage = (next: Language) => {
    const named = choices.find((c) => String(c.id) === translationOf);
    onChange({ language: next, translationOf: named?.language === next ? "" : translationOf });
  };
  return (
    <EditorPanel legend="Language" spacing="space-y-4">
      <Field id="post-language" label="Language" errors={errors("language")} errorId="post-language-error">
        <select
          id="post-language"
          name="language"
          value={language}
          onChange={(event) => onLanguage(event.currentTarget.value as Language)}
          aria-invalid={errors("language") ? true : undefined}
          className={inputClass}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_INFO[l].staffName}
            </option>
          ))}
        </select>
      </Field>
      {translatedBy ? (
        <div className="text-sm">
          <p className="font-medium text-ink">Translation</p>
          <p className="mt-1 text-slate-600">
            {`"${translatedBy.title}" (${LANGUAGE_INFO[translatedBy.language].staffName}) is this ${noun}'s translation. `}
            <Link
              to={editPath(translatedBy.id)}
              className="font-medium text-pine-700 underline underline-offset-4 hover:text-pine-900"
            >
              {`Change the pair on that ${noun}`}
            </Link>
          </p>
          <input type="hidden" name="translationOf" value="" />
        </div>
      ) : (
        <Field
          id="post-translation-of"
          label="Translation of"
          errors={errors("translationOf")}
          errorId="post-translation-of-error"
          hint={`The same ${noun} in the other language: each page links the other.`}
        >
          <select
            id="post-translation-of"
            name="translationOf"
            value={translationOf}
            onChange={(event) => onChange({ language, translationOf: event.currentTarget.value })}
            aria-invalid={errors("translationOf") ? true : undefined}
            aria-describedby={errors("translationOf") ? "post-translation-of-error" : "post-translation-of-hint"}
            className={inputClass}
          >
            <option value="">None</option>
            {offered.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {`${c.title} (${LANGUAGE_INFO[c.language].staffName})`}
              </option>
            ))}
          </select>
        </Field>
      )}
    </EditorPanel>
  );
}
