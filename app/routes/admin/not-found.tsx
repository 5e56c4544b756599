// Unknown paths under /admin: a 404 inside the admin chrome (and only for signed-in staff).
import { data } from "react-router";
import { AdminPage } from "~/components/admin/shell";
import { adminMeta } from "~/components/admin/meta";

const SCREEN = { title: "404 Page Not Found" };

export function meta() {
  return adminMeta(SCREEN.title);
}

export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <AdminPage {...SCREEN}>
      <p className="text-slate-600">There is no admin screen at this address.</p>
    </AdminPage>
  );
}
