// The share buttons under a post: the networks' links, the device's share sheet and copying the link.
export const share = {
  label: "Share",
  facebook: "Share on Facebook",
  x: "Share on X",
  linkedin: "Share on LinkedIn",
  native: "Share…",
  copy: "Copy link",
  copied: "Link copied to clipboard!",
} as const;
