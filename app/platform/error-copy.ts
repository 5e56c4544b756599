// What an error page says: the 4xx message the server gave (a refused form, a missing page), or a generic line
// for anything unexpected, which never shows internal detail. The texts come from the page's catalogue.
import { isRouteErrorResponse } from "react-router";

export type ErrorTexts = {
  notFoundTitle: string;
  notFoundText: string;
  refusedTitle: string;
  refusedText: string;
  failedTitle: string;
  failedText: string;
};

export function errorCopy(error: unknown, texts: ErrorTexts): { notFound: boolean; title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { notFound: true, title: texts.notFoundTitle, text: texts.notFoundText };
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const text = typeof error.data === "string" && error.data ? error.data : texts.refusedText;
    return { notFound: false, title: texts.refusedTitle, text };
  }
  return { notFound: false, title: texts.failedTitle, text: texts.failedText };
}
