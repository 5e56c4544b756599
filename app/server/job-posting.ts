// schema.org JobPosting for a job page, so openings can appear in job search engines.
import { site } from "~/platform/site";
import { catalogue } from "~/i18n/catalogue";
import { localizedPath, type Language } from "~/i18n/languages";

type JobView = {
  id: number;
  title: string;
  description: string;
  location: string;
  type: string;
  salary: string | null;
  publishedAt: string | null;
  closesAt?: string | null;
  createdAt: string;
  responsibilities: string[];
  requirements: string[];
  /** The language the listing is written in. */
  language?: Language;
};

const EMPLOYMENT_TYPES: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Freelance: "CONTRACTOR",
  Internship: "INTERN",
};

const COUNTRY_CODES: Record<string, string> = { "Costa Rica": "CR", Mexico: "MX", Colombia: "CO", USA: "US" };

/** Where a listing is, read from its location text ("San José, Costa Rica", "Remote (Latin America)"). */
export function jobPlace(location: string) {
  const remote = /^remote\b/i.test(location.trim());
  const parts = location.split(",").map((s) => s.trim());
  const country = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return {
    remote,
    city: parts[0],
    country,
    countryCode: country ? (COUNTRY_CODES[country] ?? country) : undefined,
  };
}

/** The countries a remote role takes applicants from, read from "Remote (Region)": regions we name, or the text. */
const REGIONS: Record<string, string[]> = {
  "latin america": ["Costa Rica", "Mexico", "Colombia"],
  latam: ["Costa Rica", "Mexico", "Colombia"],
  usa: ["United States"],
  us: ["United States"],
  "united states": ["United States"],
};

export function applicantCountries(location: string): string[] {
  const region = location.match(/\((.+)\)/)?.[1]?.trim();
  if (!region) return REGIONS["latin america"]!;
  return region
    .split(/,|\band\b|&|\//i)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => REGIONS[part.toLowerCase()] ?? [part]);
}

/** "$4,500 - $6,000 / month" → a MonetaryAmount; null when the text has no amount in it. */
export function parseSalary(text: string | null) {
  if (!text?.trim()) return null;
  const amounts = [...text.matchAll(/(\d[\d,.]*)\s*(k)?/gi)]
    .map((m) => Number(m[1]!.replace(/,/g, "")) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return null;
  const unit = /hour|hr/i.test(text)
    ? "HOUR"
    : /month|mo\b/i.test(text)
      ? "MONTH"
      : /week/i.test(text)
        ? "WEEK"
        : "YEAR";
  const currency = /€|eur/i.test(text) ? "EUR" : "USD";
  const value =
    amounts.length > 1
      ? { "@type": "QuantitativeValue", minValue: Math.min(...amounts), maxValue: Math.max(...amounts), unitText: unit }
      : { "@type": "QuantitativeValue", value: amounts[0], unitText: unit };
  return { "@type": "MonetaryAmount", currency, value };
}

/**
 * The JobPosting of the job's page in `language` (the page's: `/es/jobs/3` is Spanish), whose address it gives as
 * the posting's `url`, with the description's headings and `inLanguage` in that language.
 */
export function jobPostingData(job: JobView, origin: string, language: Language = "en") {
  const t = catalogue(language).careers.job;
  const { remote, city, countryCode } = jobPlace(job.location);
  const description = [
    `<p>${escape(job.description)}</p>`,
    job.responsibilities.length
      ? `<h3>${escape(t.responsibilities)}</h3><ul>${job.responsibilities.map((r) => `<li>${escape(r)}</li>`).join("")}</ul>`
      : "",
    job.requirements.length
      ? `<h3>${escape(t.requirements)}</h3><ul>${job.requirements.map((r) => `<li>${escape(r)}</li>`).join("")}</ul>`
      : "",
  ].join("");
  const salary = parseSalary(job.salary);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    // The listing's own language when it says (its title and description are written in it), else the page's.
    inLanguage: job.language ?? language,
    datePosted: (job.publishedAt ?? job.createdAt).slice(0, 10),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? "OTHER",
    identifier: { "@type": "PropertyValue", name: site.name, value: String(job.id) },
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.linkedin,
      logo: `${origin}/favicon.svg`,
    },
    directApply: true,
    url: `${origin}${localizedPath(language, `/jobs/${job.id}`)}`,
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: applicantCountries(job.location).map((name) => ({ "@type": "Country", name })),
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: city,
              ...(countryCode ? { addressCountry: countryCode } : {}),
            },
          },
        }),
    ...(salary ? { baseSalary: salary } : {}),
    ...(job.closesAt ? { validThrough: job.closesAt } : {}),
  };
}

function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
