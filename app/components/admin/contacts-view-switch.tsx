// Contact Messages' two views (issue 31): the spec's list at /admin/contacts and the enquiry board beside it.
import { Link } from "react-router";

/** Contact Messages' two views: the spec's list and the board (a pair of links, the current one marked). */
export function ContactsViewSwitch({ current }: { current: "list" | "board" }) {
  const item = (to: string, label: string, on: boolean) => (
    <Link
      to={to}
      aria-current={on ? "page" : undefined}
      className={`px-3 py-1.5 text-sm font-medium ${on ? "bg-pine-700 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="View" className="inline-flex overflow-hidden rounded-md border border-slate-300">
      {item("/admin/contacts", "List", current === "list")}
      {item("/admin/contacts/board", "Board", current === "board")}
    </nav>
  );
}
