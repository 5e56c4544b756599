// A person's initials for an avatar drawn without a photo ("Valeria Quintero" → "VQ"): the carousel, Leadership.
export function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
