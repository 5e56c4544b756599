// The English catalogue: one module per area of the public site. The spec's texts, word for word.
import { blog } from "~/i18n/en/blog";
import { common } from "~/i18n/en/common";
import { application } from "~/i18n/en/application";
import { careers } from "~/i18n/en/careers";
import { contact } from "~/i18n/en/contact";
import { emails } from "~/i18n/en/emails";
import { forms } from "~/i18n/en/forms";
import { marketing } from "~/i18n/en/marketing";
import { newsletter } from "~/i18n/en/newsletter";
import { pages } from "~/i18n/en/pages";
import { share } from "~/i18n/en/share";
import { caseStudies } from "~/i18n/en/case-studies";
import { proof } from "~/i18n/en/proof";
import { conversations } from "~/i18n/en/conversations";
import { booking } from "~/i18n/en/booking";
import { jobAlerts } from "~/i18n/en/job-alerts";
import { talent } from "~/i18n/en/talent";
import { applicationStatus } from "~/i18n/en/application-status";
import { interviews } from "~/i18n/en/interviews";

export const en = {
  common,
  forms,
  contact,
  emails,
  pages,
  marketing,
  share,
  careers,
  application,
  newsletter,
  blog,
  caseStudies,
  proof,
  conversations,
  booking,
  jobAlerts,
  talent,
  applicationStatus,
  interviews,
} as const;
