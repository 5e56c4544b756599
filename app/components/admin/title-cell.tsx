// A translated record's title cell in an admin list (blog posts, case studies): the title, the badge of its
// language (EN or ES, named in full on hover), and one line below it.
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { LANGUAGE_INFO, type Language } from "~/i18n/languages";

export function TitleCell({ title, language, line }: { title: string; language: Language; line: ReactNode }) {
  return (
    <td className="max-w-md px-4 py-3">
      <span className="flex items-start gap-2">
        <span className="font-medium text-ink">{title}</span>
        <span data-language={language} className="shrink-0">
          <Badge tone={language === "en" ? "gray" : "amber"}>
            <abbr title={LANGUAGE_INFO[language].staffName} className="no-underline">
              {language.toUpperCase()}
            </abbr>
          </Badge>
        </span>
      </span>
      <span className="line-clamp-1 text-xs text-slate-500">{line}</span>
    </td>
  );
}
