// One spelling for the back office's dialogs in the URL (?dialog=kind&id=N), and where older links go.
import { describe, expect, it } from "vitest";
import { dialogParams, legacyDialogUrl, readDialog } from "~/platform/dialog";

const params = (q: string) => new URLSearchParams(q);

describe("readDialog", () => {
  it("opens one of the screen's kinds, with its row id", () => {
    expect(readDialog(params("dialog=view&id=5"), ["view", "delete"])).toEqual({ kind: "view", id: 5 });
    expect(readDialog(params("dialog=new"), ["new", "edit"])).toEqual({ kind: "new", id: null });
  });

  it("opens nothing for another kind or an id that is not a row id", () => {
    expect(readDialog(params("dialog=edit&id=5"), ["view"])).toBeNull();
    for (const id of ["0", "-1", "5.5", "abc", "1e3", ""]) {
      expect(readDialog(params(`dialog=view&id=${id}`), ["view"]), id).toBeNull();
    }
  });

  it("spells the parameters one way", () => {
    expect(dialogParams("delete", 7)).toEqual({ dialog: "delete", id: 7 });
    expect(dialogParams("new")).toEqual({ dialog: "new" });
  });
});

describe("legacyDialogUrl", () => {
  const moved = (path: string) => legacyDialogUrl(new URL(path, "http://localhost"));
  it("moves ?view=, ?delete= and the applications' ?id= to the one spelling, keeping the rest of the query", () => {
    expect(moved("/admin/contacts?view=7")).toBe("/admin/contacts?dialog=view&id=7");
    expect(moved("/admin/contacts?q=ana&status=new&delete=3")).toBe(
      "/admin/contacts?q=ana&status=new&dialog=delete&id=3",
    );
    expect(moved("/admin/applications?status=new&id=9")).toBe("/admin/applications?status=new&dialog=view&id=9");
  });

  it("leaves a URL already spelled the one way, or without a dialog, alone", () => {
    expect(moved("/admin/jobs?dialog=edit&id=4")).toBeNull();
    expect(moved("/admin/contacts?q=ana&page=2")).toBeNull();
  });
});
