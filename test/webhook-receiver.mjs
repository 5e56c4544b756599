// A webhook receiver on a loopback port for the workerd tests (vitest globalSetup, in Node): the Worker under test
// really POSTs to it. Each test uses its own path, and the query says how to answer:
//   POST /hook/<name>?answers=500,500,200&delay=2000&retryAfter=1&redirect=1
// answers: the statuses of the 1st, 2nd, … request (the last one repeats; default 200); delay: milliseconds to wait
// before answering (slow=N: the first N requests only); retryAfter: a Retry-After header; redirect: answer 302 to another path (must not be followed).
//   GET /log/<name>  → [{ method, path, headers, body }] of what that path received, oldest first.
// The URL is given to tests as inject("webhookReceiver").
import { Buffer } from "node:buffer";
import { createServer } from "node:http";
import { setTimeout } from "node:timers";
import { URL } from "node:url";

export default async function setup(project) {
  /** @type {Map<string, { method: string; path: string; headers: Record<string, unknown>; body: string }[]>} */
  const received = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://receiver");
    const [, kind, name = ""] = url.pathname.split("/");
    if (req.method === "GET" && kind === "log") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(received.get(name) ?? []));
      return;
    }
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const log = received.get(name) ?? [];
      log.push({
        method: req.method ?? "",
        path: url.pathname,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      received.set(name, log);
      const answers = (url.searchParams.get("answers") ?? "200").split(",").map(Number);
      const status = answers[Math.min(log.length - 1, answers.length - 1)] ?? 200;
      const answer = () => {
        if (res.destroyed) return;
        if (url.searchParams.has("redirect")) {
          res.writeHead(302, { Location: `/hook/${name}-redirected` });
          res.end();
          return;
        }
        const headers = { "Content-Type": "text/plain" };
        if (url.searchParams.has("retryAfter")) headers["Retry-After"] = url.searchParams.get("retryAfter");
        res.writeHead(status, headers);
        // A long answer: only its first 2 KB is kept.
        res.end(`answer ${log.length} ${status} `.padEnd(5000, "x"));
      };
      // slow: only the first N requests wait (default: every one).
      const slow = Number(url.searchParams.get("slow") ?? Infinity);
      const delay = log.length <= slow ? Number(url.searchParams.get("delay") ?? 0) : 0;
      if (delay > 0) setTimeout(answer, delay);
      else answer();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  project.provide("webhookReceiver", `http://127.0.0.1:${port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  };
}
