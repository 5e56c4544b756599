// Whether a URL someone typed may be fetched by the Worker (outbound webhooks): the SSRF guard. Refuses IP literals
// in private, loopback, link-local, metadata and other non-public ranges, names that only mean something inside a
// network (localhost, *.internal, single labels), ports other than 80 and 443, and credentials in the URL; only
// https, except that development may allow http://localhost (a setting, never on in production).
// A public name that resolves to a private address (DNS rebinding) cannot be checked here (a Worker cannot resolve
// names); Cloudflare's edge does not route a Worker's fetch to private networks, which covers that case there.

export type OutboundUrlOptions = {
  /** Development only: http and https to localhost, 127.0.0.1 and [::1], on any port. */
  allowLocalhost: boolean;
};

export const OUTBOUND_URL_MESSAGES = {
  invalid: "URL must be an absolute http(s) URL such as https://hooks.example.com/cordillera",
  https: "URL must start with https://",
  credentials: "URL must not contain a user name or password",
  port: "URL may only use the default ports (443 or 80)",
  blocked: "URL points to a private, loopback, link-local or metadata address, which is not allowed",
  internalName: "URL must name a public host (not localhost or an internal name)",
} as const;

const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Names that only resolve inside a network or to the machine itself. */
function isInternalName(host: string): boolean {
  if (!host.includes(".")) return true; // single label: intranet, "metadata", "localhost"
  return /(^|\.)(localhost|internal|local|localdomain|home\.arpa|intranet|lan|corp)$/.test(host);
}

/** IPv4 as a 32-bit number, or null when `host` is not a dotted quad (the URL parser has normalised 0x7f.1 etc.). */
function ipv4(host: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return ((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!;
}

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

function v4Blocked(n: number): boolean {
  return V4_BLOCKED.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (n & mask) >>> 0 === (ipv4(base)! & mask) >>> 0;
  });
}

/** The eight 16-bit groups of an IPv6 literal (without brackets), or null. */
function ipv6Groups(text: string): number[] | null {
  let s = text.toLowerCase();
  // An embedded IPv4 tail (::ffff:1.2.3.4): the URL parser writes it in hex, but accept both.
  const v4tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4tail) {
    const n = ipv4(v4tail[1]!);
    if (n === null) return null;
    s = `${s.slice(0, -v4tail[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function v6Blocked(g: number[]): boolean {
  const [a] = g as [number];
  if (g.every((x) => x === 0)) return true; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1 loopback
  if ((a & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (incl. fd00:ec2::254, AWS metadata)
  if ((a & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((a & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return true; // multicast
  if (a === 0x2001 && g[1] === 0x0db8) return true; // documentation
  const embedded = (hi: number, lo: number) => ((hi << 16) >>> 0) + lo;
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): judge the IPv4 inside.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return v4Blocked(embedded(g[6]!, g[7]!));
  if (a === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Blocked(embedded(g[6]!, g[7]!));
  // IPv4-translated (::ffff:0:a.b.c.d) and 6to4 (2002:a.b.c.d::/48): the IPv4 inside, too.
  if (g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0) return v4Blocked(embedded(g[6]!, g[7]!));
  if (a === 0x2002) return v4Blocked(embedded(g[1]!, g[2]!));
  // Local-use NAT64 (64:ff9b:1::/48), Teredo (2001::/32, tunnels to an IPv4 it hides), discard-only (100::/64).
  if (a === 0x64 && g[1] === 0xff9b && g[2] === 1) return true;
  if (a === 0x2001 && g[1] === 0) return true;
  if (a === 0x100 && g.slice(1, 4).every((x) => x === 0)) return true;
  return false;
}

/** Whether a URL's host (as `URL.hostname` gives it) is an IP literal in a range the Worker must not call. */
export function isBlockedAddress(hostname: string): boolean {
  const v4 = ipv4(hostname);
  if (v4 !== null) return v4Blocked(v4);
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const groups = ipv6Groups(hostname.slice(1, -1));
    return groups === null || v6Blocked(groups);
  }
  return false;
}

/** The refusal for `value` as an outbound URL, or null when it may be called. */
export function outboundUrlProblem(value: string, { allowLocalhost }: OutboundUrlOptions): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return OUTBOUND_URL_MESSAGES.invalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return OUTBOUND_URL_MESSAGES.invalid;
  if (url.username || url.password) return OUTBOUND_URL_MESSAGES.credentials;
  // A fully qualified name may end in a dot ("localhost."): judged without it.
  const host = url.hostname.toLowerCase().replace(/\.+$/, "");
  if (allowLocalhost && LOCAL_NAMES.has(host)) return null;
  if (url.protocol !== "https:") return OUTBOUND_URL_MESSAGES.https;
  // The parser drops a scheme's default port, so only an explicit 80 on https is left to allow.
  if (url.port !== "" && url.port !== "443" && url.port !== "80") return OUTBOUND_URL_MESSAGES.port;
  if (ipv4(host) !== null || host.startsWith("[")) return isBlockedAddress(host) ? OUTBOUND_URL_MESSAGES.blocked : null;
  if (isInternalName(host)) return OUTBOUND_URL_MESSAGES.internalName;
  return null;
}
