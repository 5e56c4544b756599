// The company's identity: every page, e-mail link and footer reads it from here.
export const site = {
  name: "Cordillera Nearshore",
  shortName: "Cordillera",
  tagline: "AI-driven software development and IT staffing from Latin America",
  email: "hello@cordillera.example",
  linkedin: "https://www.linkedin.com/company/cordillera-nearshore",
  offices: [
    { country: "United States", role: "Headquarters", city: null },
    { country: "Costa Rica", role: "Delivery & AI R&D Center", city: "San José" },
    { country: "Mexico", role: "Engineering hub", city: null },
    { country: "Colombia", role: "Engineering hub", city: null },
  ],
} as const;

export const mainNav = [
  { to: "/services", label: "Services" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/jobs", label: "Careers" },
  { to: "/contact", label: "Contact" },
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
  "/privacy-policy",
] as const;

export const footerServiceLinks = [
  { to: "/services#staff-aug", label: "Staff Augmentation" },
  { to: "/services#custom-dev", label: "Custom Software Development" },
  { to: "/services#specialized", label: "Specialized Practices" },
] as const;

export const footerCompanyLinks = [
  { to: "/about", label: "About" },
  { to: "/jobs", label: "Careers" },
  { to: "/blog", label: "Blog" },
  { to: "/privacy-policy", label: "Privacy Policy" },
] as const;

/** Trimmed, lower-cased e-mail: the one form in which e-mails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
