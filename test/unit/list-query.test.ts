// Paging parameters of admin lists and /api: ?page=N on its own must reach page N (it used to read a missing
// offset as 0 and always show the first page).
import { describe, expect, it } from "vitest";
import { PAGE_SIZE, readListQuery } from "~/lib/list-query";

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe("readListQuery", () => {
  it("pages by ?page= when no offset is given", () => {
    expect(read("page=3")).toMatchObject({ page: 3, offset: 2 * PAGE_SIZE, limit: PAGE_SIZE });
    expect(read("page=2&limit=5")).toMatchObject({ page: 2, offset: 5, limit: 5 });
  });

  it("takes an explicit offset over the page", () => {
    expect(read("offset=12&limit=6")).toMatchObject({ offset: 12, page: 3 });
    expect(read("offset=0&page=4")).toMatchObject({ offset: 0, page: 1 });
  });

  it("ignores nonsense", () => {
    for (const search of ["page=-1", "page=abc", "offset=-5", "offset=", "offset=1e3", "page=1.5"]) {
      expect(read(search), search).toMatchObject({ page: 1, offset: 0 });
    }
  });
});
