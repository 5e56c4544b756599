// The company's identity: every page, e-mail link and footer reads it from here.
export const site = {
  name: "Cordillera Nearshore",
  shortName: "Cordillera",
  tagline: "AI-driven software development and IT staffing from Latin America",
  email: "hello@cordillera.example",
  linkedin: "https://www.linkedin.com/company/cordillera-nearshore",
  /** English names (structured data); pages show the catalogue's `common.footer.offices[key]` and `[roleKey]`. */
  offices: [
    { country: "United States", role: "Headquarters", city: null, key: "unitedStates", roleKey: "headquarters" },
    {
      country: "Costa Rica",
      role: "Delivery & AI R&D Center",
      city: "San José",
      key: "costaRica",
      roleKey: "deliveryCenter",
    },
    { country: "Mexico", role: "Engineering hub", city: null, key: "mexico", roleKey: "engineeringHub" },
    { country: "Colombia", role: "Engineering hub", city: null, key: "colombia", roleKey: "engineeringHub" },
  ],
} as const;

/** The main navigation: language-neutral paths; each label is the catalogue's `common.nav[key]`. */
export const mainNav = [
  { to: "/services", key: "services" },
  { to: "/case-studies", key: "caseStudies" },
  { to: "/about", key: "about" },
  { to: "/blog", key: "blog" },
  { to: "/jobs", key: "careers" },
  { to: "/contact", key: "contact" },
] as const;

/**
 * The public pages at fixed addresses (not a post or a position): the sitemap lists them in this order, and the
 * bench (scripts/bench.mjs) and the layout test (test/e2e/hostile-layout.test.mjs) visit them, so a new page is
 * added here once.
 */
export const PUBLIC_PATHS = [
  "/",
  "/services",
  "/services/staff-augmentation",
  "/services/custom-development",
  "/services/specialized-practices",
  "/case-studies",
  "/about",
  "/contact",
  "/blog",
  "/jobs",
  "/jobs/alerts",
  "/privacy-policy",
  "/jobs/talent-network",
] as const;

/**
 * The public pages with no per-request data, in both languages: rendered once at build time (react-router.config.ts)
 * and served as static assets, so a view of one never invokes the Worker (docs/decisions/0029). A page joins this
 * list only if what it shows changes with a deploy and nothing else.
 */
export const PRERENDERED_PATHS = [
  "/services",
  "/services/staff-augmentation",
  "/services/custom-development",
  "/services/specialized-practices",
  "/privacy-policy",
].flatMap((path) => [path, `/es${path}`]);

/** The footer's link lists; labels are the catalogue's `common.footer.serviceLinks[key]` and `common.nav[key]`. */
export const footerServiceLinks = [
  { to: "/services#staff-aug", key: "staffAugmentation" },
  { to: "/services#custom-dev", key: "customDevelopment" },
  { to: "/services#specialized", key: "specializedPractices" },
] as const;

export const footerCompanyLinks = [
  { to: "/about", key: "about" },
  { to: "/jobs", key: "careers" },
  { to: "/blog", key: "blog" },
  { to: "/privacy-policy", key: "privacyPolicy" },
] as const;

/** Trimmed, lower-cased e-mail: the one form in which e-mails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
