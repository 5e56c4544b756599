// Small helpers for driving the built Worker from tests.
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost";

export function get(path: string, init?: RequestInit & { origin?: string }) {
  return exports.default.fetch(new Request(new URL(path, init?.origin ?? ORIGIN), init));
}

export async function page(path: string, init?: RequestInit & { origin?: string }) {
  const res = await get(path, init);
  return { res, html: await res.text() };
}
