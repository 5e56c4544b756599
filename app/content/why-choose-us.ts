// The six reasons clients choose us: used on Home and About.
import type { Feature } from "~/content/types";

export const whyChooseUs: readonly Feature[] = [
  {
    icon: "clock",
    title: "Full time-zone overlap",
    text: "Our teams work your hours, from Pacific to Eastern time. No overnight handoffs and no waiting a day for answers.",
  },
  {
    icon: "chat",
    title: "Fluent English",
    text: "Every engineer is assessed for spoken and written English before you meet them, so nothing gets lost in translation.",
  },
  {
    icon: "handshake",
    title: "Cultural alignment",
    text: "Latin American professionals who share your working culture: direct, collaborative and proactive about raising risks.",
  },
  {
    icon: "bolt",
    title: "Hiring in 5-10 days",
    text: "We present vetted candidates within 5 to 10 business days, so projects start when you need them to, not next quarter.",
  },
  {
    icon: "heart",
    title: "High retention",
    text: "Career paths, mentoring and competitive pay keep engineers on your project, and their knowledge in your team.",
  },
  {
    icon: "trend-down",
    title: "Nearshore pricing",
    text: "Up to 50% savings compared with onshore hiring: 40-60% lower costs for the same seniority and quality.",
  },
];
