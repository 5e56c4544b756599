// `npm run loadtest`: a few hundred concurrent visitors against the built app on loopback, reading pages and
// sending enquiries, then a check that every accepted enquiry is stored exactly once and nothing else is.
// Options: --visitors 300 --seconds 30 --think 2500 (mean milliseconds between a visitor's requests). Not part of CI: it measures this machine, it does not test the code.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startApp } from "./serve-build.mjs";
import { bin, d1Query, option, root, run } from "./lib.mjs";

const visitors = Number(option("visitors") ?? 300);
const seconds = Number(option("seconds") ?? 30);
// A visitor reads for a while between requests: 2.5 s on average (1.25–3.75 s) unless --think says otherwise.
const THINK_MS = Number(option("think") ?? 2500);
const runId = Date.now().toString(36);

run(bin("react-router"), ["build"]);
const app = await startApp();
console.log(`app on ${app.url}; ${visitors} visitors for ${seconds}s, ${THINK_MS} ms between requests on average`);

const posts = d1Query("SELECT slug FROM blog_posts WHERE published = 1", { persistTo: app.state }).map((r) => r.slug);
const pages = [
  "/",
  "/services",
  "/about",
  "/blog",
  "/jobs",
  "/contact",
  "/case-studies",
  ...posts.slice(0, 3).map((s) => `/blog/${s}`),
];

const latencies = { page: [], enquiry: [] };
const errors = [];
let throttled = 0;
const accepted = new Set();
let sent = 0;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function timed(kind, request) {
  const started = performance.now();
  try {
    const res = await request();
    await res.arrayBuffer();
    latencies[kind].push(performance.now() - started);
    return res;
  } catch (error) {
    errors.push(`${kind}: ${error.message}`);
    return null;
  }
}

async function visitor(n, until) {
  // Each visitor has its own address, as it would behind Cloudflare (wrangler keeps a CF-Connecting-IP it is given).
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const headers = { "CF-Connecting-IP": address };
  let i = 0;
  await sleep(Math.random() * THINK_MS); // visitors arrive over the first moments, not all in the same millisecond
  while (Date.now() < until) {
    i += 1;
    if (Math.random() < 0.2) {
      const email = `load-${runId}-${n}-${i}@example.com`;
      const fields = {
        name: `Visitor ${n}`,
        company: "Load Test Inc.",
        email,
        phone: "",
        interest: "other",
        message: `Enquiry ${i} from visitor ${n}.`,
      };
      const asForm = i % 2 === 0;
      sent += 1;
      const res = await timed("enquiry", () =>
        fetch(`${app.url}${asForm ? "/contact" : "/api/contact"}`, {
          method: "POST",
          redirect: "manual",
          headers: { ...headers, "Content-Type": asForm ? "application/x-www-form-urlencoded" : "application/json" },
          body: asForm ? new URLSearchParams(fields) : JSON.stringify(fields),
        }),
      );
      if (!res) continue;
      if (res.status === 201 || res.status === 302) accepted.add(email);
      else if (res.status === 429) throttled += 1;
      else errors.push(`enquiry: ${res.status}`);
    } else {
      const path = pick(pages);
      const res = await timed("page", () => fetch(`${app.url}${path}`, { headers }));
      if (res && res.status !== 200) errors.push(`GET ${path}: ${res.status}`);
    }
    await sleep(THINK_MS / 2 + Math.random() * THINK_MS); // reading time: THINK_MS on average
  }
}

const started = performance.now();
const until = Date.now() + seconds * 1000;
await Promise.all(Array.from({ length: visitors }, (_, n) => visitor(n + 1, until)));
const elapsed = (performance.now() - started) / 1000;

const rows = d1Query(`SELECT email, count(*) AS n FROM contacts WHERE email LIKE 'load-${runId}-%' GROUP BY email`, {
  persistTo: app.state,
});
const serverLog = app.log();
const serverErrors = serverLog.split("\n").filter((line) => /"level":"error"|\berror\b/i.test(line));
if (errors.length) {
  mkdirSync(join(root, "test-results"), { recursive: true });
  writeFileSync(join(root, "test-results", "loadtest-server.log"), serverLog);
}
await app.stop();

const counts = new Map(rows.map((r) => [r.email, r.n]));
const lost = [...accepted].filter((e) => !counts.has(e)).length;
const duplicated = rows.filter((r) => r.n > 1).length;
const unexpected = rows.filter((r) => !accepted.has(r.email)).length;

const pct = (list, p) => {
  if (!list.length) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const total = latencies.page.length + latencies.enquiry.length;
const fmt = (n) => n.toFixed(1).padStart(8);
console.log(
  `\nLoad test: ${visitors} visitors, ${elapsed.toFixed(1)} s, ${total} requests, ${(total / elapsed).toFixed(0)} requests/s`,
);
console.log(`${"".padEnd(10)}${"requests".padStart(10)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}`);
for (const kind of ["page", "enquiry"]) {
  console.log(
    `${kind.padEnd(10)}${String(latencies[kind].length).padStart(10)}${fmt(pct(latencies[kind], 50))}${fmt(pct(latencies[kind], 99))}`,
  );
}
const all = [...latencies.page, ...latencies.enquiry];
console.log(`${"all".padEnd(10)}${String(all.length).padStart(10)}${fmt(pct(all, 50))}${fmt(pct(all, 99))}`);
console.log(`errors: ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join("; ")})` : ""}`);
if (serverErrors.length) console.log(`server log:\n${serverErrors.slice(0, 5).join("\n")}`);
console.log(`throttled (429): ${throttled}`);
console.log(
  `enquiries: ${sent} sent, ${accepted.size} accepted, ${rows.length} stored; lost ${lost}, duplicated ${duplicated}, stored but not accepted ${unexpected}`,
);
const ok = errors.length === 0 && lost === 0 && duplicated === 0 && unexpected === 0;
console.log(ok ? "PASS: no errors, every accepted enquiry stored exactly once" : "FAIL");
process.exit(ok ? 0 : 1);
