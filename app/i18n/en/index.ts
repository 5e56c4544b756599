// The English catalogue: one module per area of the public site. The spec's texts, word for word.
import { blog } from "~/i18n/en/blog";
import { common } from "~/i18n/en/common";
import { contact } from "~/i18n/en/contact";
import { emails } from "~/i18n/en/emails";
import { forms } from "~/i18n/en/forms";

export const en = { common, forms, contact, emails, blog } as const;
