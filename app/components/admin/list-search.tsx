// A list's search in the URL: what a list keeps when a row's dialog opens or closes, and the hidden field that
// brings a form's answer back to the same page of the same search.
import { useLocation } from "react-router";
import { LIST_PARAMS } from "~/platform/params";

/** The current list's search string (q, filters, page), without any dialog parameters. */
export function useListSearch(keep: string[] = LIST_PARAMS): string {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  // Every value of a key a filter repeats (the Talent pool's skills), in order.
  for (const key of keep) for (const value of params.getAll(key)) if (value) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** The list parameters a form posts back, so the page returns to the same search and page afterwards. */
export function ReturnTo() {
  return <input type="hidden" name="returnTo" value={useListSearch()} />;
}
