// Shapes shared by the marketing copy in this folder.

/** The icon a piece of copy asks for; app/components/site/marketing/icon.tsx draws it. */
export type IconName =
  | "bolt"
  | "building"
  | "bank"
  | "beaker"
  | "cart"
  | "chart"
  | "chat"
  | "clock"
  | "cloud"
  | "cloud-cog"
  | "code"
  | "compass"
  | "cycle"
  | "database"
  | "factory"
  | "globe"
  | "handshake"
  | "heart"
  | "hospital"
  | "layers"
  | "pencil-ruler"
  | "phone"
  | "rocket"
  | "search"
  | "server"
  | "shield"
  | "sparkles"
  | "target"
  | "trend-down"
  | "users"
  | "wrench";

/** A titled point with a short explanation: feature grids, advantages, practice areas. */
export type Feature = { icon: IconName; title: string; text: string };

/** One step of a delivery process. */
export type Step = { title: string; text: string; deliverables?: readonly string[] };

/** A short client result on a service page. Clients are described, never named. */
export type SuccessStory = { client: string; engagement: string; text: string; result: string };

/** What every static service page has besides its own sections: name, address, hero, stories and closing call. */
export type ServicePageCopy = {
  /** The page's title and the hero's eyebrow. */
  name: string;
  path: string;
  description: string;
  /** The call to action: `label` on the hero's button and the closing band's, with the band's title and text. */
  cta: { label: string; title: string; text: string };
  hero: { title: string; intro: string; highlights: readonly string[] };
  stories: readonly SuccessStory[];
};

/** Another language's copy of an `as const` module: the same shape and list lengths, its texts any string. */
export type Translation<T> = T extends string
  ? string
  : T extends object
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : T;
