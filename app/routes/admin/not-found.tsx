// Unknown paths under /admin: a 404 inside the admin chrome (and only for signed-in staff).
import { data } from "react-router";
import { AdminPage } from "~/components/admin/shell";
import { site } from "~/platform/site";

export function meta() {
  return [{ title: `404 Page Not Found | ${site.name} Admin` }];
}

export function loader() {
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <AdminPage title="404 Page Not Found">
      <p className="text-slate-600">There is no admin screen at this address.</p>
    </AdminPage>
  );
}
