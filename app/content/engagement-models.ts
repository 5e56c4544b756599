// How clients engage us: hourly or monthly staff augmentation, dedicated teams and fixed-price projects.
import type { IconName } from "~/content/types";

export type EngagementModel = { title: string; icon: IconName; billing: string; text: string; bestFor: string };

export const engagementModels: readonly EngagementModel[] = [
  {
    title: "Staff augmentation",
    icon: "users",
    billing: "Hourly or monthly",
    text: "Engineers who join your team, follow your process and report to your leads. Add or release capacity month by month.",
    bestFor: "Teams with a roadmap and the leadership to run it, who need more hands now.",
  },
  {
    title: "Dedicated teams",
    icon: "layers",
    billing: "Monthly, per team",
    text: "A cross-functional team with its own tech lead, working only on your product, with the continuity of an in-house team.",
    bestFor: "Products that need sustained capacity and ownership over many quarters.",
  },
  {
    title: "Fixed-price projects",
    icon: "target",
    billing: "Per project",
    text: "An agreed scope, timeline and price, delivered in two-week sprints so you see progress and can steer along the way.",
    bestFor: "Well-defined initiatives with a clear outcome and a firm budget.",
  },
];
