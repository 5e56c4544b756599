// /jobs/{id}/apply and /jobs/{id}/applied: the application form, its messages (the spec's texts), what the form
// says when an application is refused, the confirmation after it, and the e-mails the applicant receives.
import { HIDDEN_CHARACTERS_MESSAGE } from "~/platform/hidden-characters";

export const application = {
  /** The form's dialog and page title. */
  title: "Apply for {job}",
  description: "Apply for an open position at Cordillera Nearshore.",
  fields: {
    position: "Position",
    fullName: "Full Name",
    email: "Email",
    phone: "Phone",
    cv: "Your CV",
    cvFile: "Upload your CV",
    cvFileHint: "PDF, DOC or DOCX, up to 5 MB.",
    resume: "Or a link to your resume",
    resumeHint: "A link to your CV or LinkedIn profile.",
    coverLetter: "Cover Letter",
    /** After the live count of the letter's characters. */
    coverLetterCount: "/ {max} characters (at least {min})",
  },
  privacy:
    "We use your details only to consider you for this and similar positions. We keep them for {decided} days after we decide on your application, and for {other} days otherwise; then we delete your CV and personal details. Read our {link}.",
  privacyLink: "privacy policy",
  consent: "I agree to the processing of my application as described above",
  cancel: "Cancel",
  submit: "Submit Application",
  busy: "Submitting...",
  messages: {
    fullName: "Full name is required",
    email: "Please enter a valid email address",
    phone: "Please enter a valid phone number",
    coverLetterMin: "Cover letter should be at least 50 characters",
    coverLetterMax: "Cover letter should not exceed 1000 characters",
    resume: "Resume link is required",
    resumeOrFile: "Please upload your CV or give a link to it",
    unsupported: "Unsupported file type",
    tooLarge: "File is too large (max 5 MB)",
    consent: "Please agree to the privacy notice to apply",
    duplicate:
      "You have already applied for this position. We have your application and will be in touch; there is no need to apply again.",
    noJob: "No job selected. Please try again.",
    successTitle: "Application submitted",
    successText: "We've received your application and will be in touch soon.",
    failureTitle: "Something went wrong",
    failureText: "Failed to submit your application. Please try again later.",
  },
  /** What the form shows above its fields when an application is refused as a whole. */
  refusals: {
    duplicateTitle: "Already applied",
    cvTitle: "Your CV could not be accepted",
    cvType: "Unsupported file type: please upload a PDF, DOC or DOCX file.",
    cvName: HIDDEN_CHARACTERS_MESSAGE,
  },
  /** /jobs/{id}/applied: where an application lands once stored (the toast still says successTitle). */
  sent: {
    title: "Thank you for applying",
    lead: "Your application for {job} is with our recruiting team.",
    leadWithoutJob: "Your application is with our recruiting team.",
    email: "We have e-mailed you a confirmation; if it is not in your inbox in a few minutes, check your spam folder.",
    next: "What happens next",
    steps: [
      "A recruiter reads your application and CV, usually within five business days.",
      "If your experience fits the role, we e-mail you to arrange a first conversation of about 30 minutes.",
    ],
    back: "Back to open positions",
  },
  /** The applicant's e-mails (`{company}`: the company's name; `{position}`: the job applied for). */
  emails: {
    confirmation: {
      subject: "Your application for {position} at {company}",
      thanks: "Thank you for applying for the {position} position at {company}.",
      next: "We have received your application and our recruiting team will review it. If your profile matches, we will contact you about the next steps.",
      cv: "Your CV, {cv}, is stored privately and only our recruiters can open it.",
      cvFile: "your {kind} file",
      ask: "If you have a question in the meantime",
    },
    duplicate: {
      subject: "You have already applied for {position} at {company}",
      body: "We received a new application for the {position} position from this address, but you already applied for it on {date}. We kept your first application, which our recruiting team is reviewing; there is no need to apply again.",
      ask: "If you want to add something to your application",
    },
  },
} as const;
