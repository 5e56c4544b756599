// The SSRF guard for webhook endpoints: what may be called and what is refused, with the reason.
import { describe, expect, it } from "vitest";
import { isBlockedAddress, OUTBOUND_URL_MESSAGES as M, outboundUrlProblem } from "~/platform/outbound-url";

const production = { allowLocalhost: false };
const development = { allowLocalhost: true };

describe("outbound URL guard", () => {
  it("allows public https URLs, on the default port or an explicit 443 or 80", () => {
    for (const url of [
      "https://hooks.slack.com/services/T000/B000/XXXX",
      "https://hooks.zapier.com/hooks/catch/123/abc/",
      "https://api.example.com:443/webhooks",
      "https://api.example.com:80/webhooks",
      "https://8.8.8.8/hook",
      "https://[2606:4700:4700::1111]/hook",
    ])
      expect(outboundUrlProblem(url, production), url).toBeNull();
  });

  it("refuses IP literals in private, loopback, link-local, metadata and other non-public ranges", () => {
    for (const url of [
      "https://127.0.0.1/",
      "https://127.1.2.3/",
      "https://10.0.0.5/",
      "https://172.16.0.1/",
      "https://172.31.255.255/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data/",
      "https://100.64.0.1/",
      "https://0.0.0.0/",
      "https://224.0.0.1/",
      "https://255.255.255.255/",
      // Other spellings of loopback the URL parser turns into 127.0.0.1.
      "https://2130706433/",
      "https://0x7f.0.0.1/",
      "https://0177.0.0.1/",
      "https://127.0.0.1./",
      "https://[::1]/",
      "https://[::]/",
      "https://[fe80::1]/",
      "https://[fc00::1]/",
      "https://[fd00:ec2::254]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::ffff:169.254.169.254]/",
      "https://[64:ff9b::a9fe:a9fe]/",
      // Found in review: other IPv6 forms that carry a private IPv4, or lead into a local network.
      "https://[2002:7f00:1::]/",
      "https://[2002:a9fe:a9fe::]/",
      "https://[::ffff:0:7f00:1]/",
      "https://[64:ff9b:1::a9fe:a9fe]/",
      "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
      "https://[100::1]/",
    ])
      expect(outboundUrlProblem(url, production), url).toBe(M.blocked);
  });

  it("refuses names that only mean something inside a network", () => {
    for (const url of [
      "https://localhost/",
      "https://api.localhost/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://metadata/",
      "https://printer.local/",
      "https://localhost./",
      "https://metadata.google.internal./",
    ])
      expect(outboundUrlProblem(url, production), url).toBe(M.internalName);
  });

  it("refuses other ports, credentials, plain http and other schemes", () => {
    expect(outboundUrlProblem("https://api.example.com:8443/", production)).toBe(M.port);
    expect(outboundUrlProblem("https://api.example.com:22/", production)).toBe(M.port);
    expect(outboundUrlProblem("https://user:pass@api.example.com/", production)).toBe(M.credentials);
    expect(outboundUrlProblem("https://user@api.example.com/", production)).toBe(M.credentials);
    expect(outboundUrlProblem("http://api.example.com/", production)).toBe(M.https);
    expect(outboundUrlProblem("ftp://api.example.com/", production)).toBe(M.invalid);
    expect(outboundUrlProblem("javascript:alert(1)", production)).toBe(M.invalid);
    expect(outboundUrlProblem("not a url", production)).toBe(M.invalid);
  });

  it("allows localhost on any port over http in development only, and nothing else private", () => {
    for (const url of ["http://localhost:9000/hook", "http://127.0.0.1:9000/hook", "http://[::1]:9000/hook"]) {
      expect(outboundUrlProblem(url, development), url).toBeNull();
      expect(outboundUrlProblem(url, production), url).not.toBeNull();
    }
    expect(outboundUrlProblem("https://10.0.0.5/", development)).toBe(M.blocked);
    expect(outboundUrlProblem("https://169.254.169.254/", development)).toBe(M.blocked);
    expect(outboundUrlProblem("http://user:pw@localhost:9000/", development)).toBe(M.credentials);
  });

  it("tells blocked addresses from public ones", () => {
    expect(isBlockedAddress("8.8.8.8")).toBe(false);
    expect(isBlockedAddress("172.32.0.1")).toBe(false);
    expect(isBlockedAddress("172.15.255.255")).toBe(false);
    expect(isBlockedAddress("[2001:4860:4860::8888]")).toBe(false);
    // 6to4 of a public IPv4 (8.8.8.8) is public.
    expect(isBlockedAddress("[2002:808:808::1]")).toBe(false);
    expect(isBlockedAddress("example.com")).toBe(false);
  });
});
