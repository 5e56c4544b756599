// The edge cache's first tier: the isolate's own copy of the pages it answered lately, so a repeat view in a warm
// isolate is answered from memory with no Cache API call, no render and no per-request work but the page view
// (docs/decisions/0036-a-cache-hit-costs-almost-nothing.md). The Cache API stays the second tier, shared by the
// data centre's isolates (edge-cache.server.ts); both are keyed by the same content version.
//
// - Version: the isolate trusts the content version it last read or wrote for VERSION_TRUST_MS. A write in this
//   isolate starts a new version here at once (its writer's next view is fresh, as before); a write in another
//   isolate of the same data centre is seen within VERSION_TRUST_MS, against the 60 s an entry elsewhere may live.
// - Bounds: at most MEMORY_BYTES of bodies (oldest first out), each entry no longer than its Cache API copy.
// - The answer's final headers (security headers included) are computed once per entry by the Worker entry and kept
//   with it, so a hit builds one Response from kept parts.

export const VERSION_TRUST_MS = 1_000;
const MEMORY_BYTES = 8 * 1024 * 1024;

export type KeptPage = {
  readonly body: ArrayBuffer;
  readonly status: number;
  /** The stored answer's headers (without its Cache-Control: the browser gets the page's own policy). */
  readonly headers: readonly (readonly [string, string])[];
  readonly expires: number;
  /** The headers a hit is sent with, computed once by the Worker entry (security headers, Server-Timing). */
  final?: Headers;
};

/** One Cache's first tier: the Worker's default cache has one for the isolate's life; a test's own cache has its own. */
export class PageMemory {
  private readonly pages = new Map<string, KeptPage>();
  private bytes = 0;
  private known: { version: string; at: number } | null = null;

  /** The content version, if this isolate read or wrote it less than VERSION_TRUST_MS ago. */
  trustedVersion(now = Date.now()): string | null {
    const age = this.known ? now - this.known.at : -1;
    return this.known && age >= 0 && age < VERSION_TRUST_MS ? this.known.version : null;
  }

  /** The version just read from (or written to) the Cache API. A new one empties memory: all of it was the old one's. */
  noteVersion(version: string, now = Date.now()): void {
    if (this.known && this.known.version !== version) this.forgetAll();
    this.known = { version, at: now };
  }

  recall(key: string, now = Date.now()): KeptPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.expires <= now) {
      this.forget(key, page);
      return null;
    }
    return page;
  }

  /** Keeps an answer until `expires`; the oldest entries leave when the bodies would pass MEMORY_BYTES. */
  keep(key: string, page: KeptPage): void {
    if (page.body.byteLength > MEMORY_BYTES / 8) return;
    const old = this.pages.get(key);
    if (old) this.forget(key, old);
    this.pages.set(key, page);
    this.bytes += page.body.byteLength;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= MEMORY_BYTES) break;
      this.forget(oldest, entry);
    }
  }

  private forget(key: string, page: KeptPage): void {
    this.pages.delete(key);
    this.bytes -= page.body.byteLength;
  }

  private forgetAll(): void {
    this.pages.clear();
    this.bytes = 0;
  }
}
