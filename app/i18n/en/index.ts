// The English catalogue: one module per area of the public site. The spec's texts, word for word.
import { common } from "~/i18n/en/common";

export const en = { common } as const;
