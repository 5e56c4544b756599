// Quick side-by-side: rps of a few URLs vs the behaviour script, median of 3 runs.
import { prepareState, serveState } from "./serve-build.mjs";
const HDR = process.env.AE ? { "accept-encoding": process.env.AE } : {};
const SECONDS = Number(process.env.S ?? 3);
async function load(url, conc = 8) {
  let n = 0;
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: conc }, async () => {
      while (performance.now() < end) {
        const r = await fetch(url, { headers: HDR });
        await r.arrayBuffer();
        n++;
      }
    }),
  );
  return n / ((performance.now() - t0) / 1000);
}
const state = prepareState({ seed: true });
const server = await serveState(state);
try {
  const o = server.url;
  const home = await (await fetch(o + "/", { headers: { Cookie: "b=1" } })).text();
  const asset = /\/assets\/site-[^"]+\.js/.exec(home)[0];
  const urls = (process.env.URLS ?? "/,/blog,/services,/about,/jobs").split(",").concat(asset);
  for (const u of urls) {
    for (let i = 0; i < 30; i++) await (await fetch(o + u)).arrayBuffer();
  }
  const res = {};
  for (let run = 0; run < 3; run++) for (const u of urls) (res[u] ??= []).push(await load(o + u));
  const med = (xs) => [...xs].sort((a, b) => a - b)[1];
  const base = med(res[asset]);
  for (const u of urls) {
    const r = await fetch(o + u);
    const b = await r.arrayBuffer();
    console.log(
      u.padEnd(40),
      med(res[u]).toFixed(0).padStart(6),
      (med(res[u]) / base).toFixed(2),
      String(b.byteLength).padStart(7),
      r.headers.get("X-Cache") ?? "static",
      r.headers.get("Server-Timing") ?? "",
    );
  }
} finally {
  await server.stop();
}
