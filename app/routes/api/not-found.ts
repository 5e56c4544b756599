// Any /api path no resource answers: a JSON 404, for every method.
import { jsonError } from "~/platform/http.server";

export function loader() {
  return jsonError(404, "Not found");
}

export function action() {
  return jsonError(404, "Not found");
}
