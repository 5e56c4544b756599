// Who is asking: the client's address as Cloudflare reports it, and the key that throttles and limits use for it
// (one IPv4 address, or one IPv6 /64).

/** The visitor's address as Cloudflare reports it (set by the edge, and by wrangler locally). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim().slice(0, 64) || "unknown";
}

/**
 * The key a client is limited by: its IPv4 address, or the /64 prefix of its IPv6 address ("2001:db8:1:2::/64"),
 * since one subscriber is routinely handed a whole /64 and could otherwise rotate through endless addresses.
 */
export function clientAddress(request: Request): string {
  return addressKey(clientIp(request));
}

export function addressKey(ip: string): string {
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  // An IPv4 client seen through IPv6 (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address in any of its spellings, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!;
  const v4 = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (v4) {
    const bytes = v4.slice(2).map(Number);
    if (bytes.some((b) => b > 255)) return null;
    address = `${v4[1]}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!parts.every((p) => /^[0-9a-f]{1,4}$/.test(p))) return null;
  return parts.map((p) => parseInt(p, 16));
}
