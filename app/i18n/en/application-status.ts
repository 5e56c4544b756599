// The candidate status page (/jobs/applications/{token}), its "Lost your link?" page and what its e-mails say
// (issue 30, docs/decisions/0033). The stages are said in plain words, never the staff's own statuses.
export const applicationStatus = {
  page: {
    title: "Your application",
    description: "Where your application to Cordillera Nearshore stands.",
    eyebrow: "Careers",
    intro: "This page is private: anyone with its link can see it, so keep the link to yourself.",
    position: "Position",
    status: "Status",
    applied: "Applied",
    withdrawnOn: "You withdrew this application on {date}.",
    lostLink: "Lost your link?",
  },
  /** The four stages a candidate sees, each with a sentence that says what it means. */
  stages: {
    received: { label: "Received", text: "We have your application. A recruiter will read it soon." },
    review: { label: "In review", text: "A recruiter is reading your application." },
    interviewing: {
      label: "Interviewing",
      text: "You are in the interview stage. Your recruiter will write to you with the next steps.",
    },
    closed: {
      label: "Closed",
      text: "This application is closed. Thank you for your interest in working with us.",
    },
  },
  withdraw: {
    heading: "Withdraw your application",
    text: "If you are no longer interested in this position, let us know and we will stop considering you for it.",
    button: "Withdraw application",
    confirmTitle: "Withdraw this application?",
    confirmText:
      "We will stop considering you for this position. This cannot be undone, but you can apply again later.",
    confirm: "Yes, withdraw it",
    cancel: "Keep my application",
    doneTitle: "Application withdrawn",
    doneText: "We will not consider you for this position any more.",
  },
  cv: {
    heading: "Update your CV",
    text: "You can send a newer CV while we have not started reviewing your application.",
    current: "Current file: {cv}",
    field: "New CV file",
    hint: "PDF, DOC or DOCX, up to 5 MB.",
    button: "Upload new CV",
    busy: "Uploading...",
    missing: "Choose a PDF, DOC or DOCX file.",
    doneTitle: "CV updated",
    doneText: "Your recruiter will see the new file.",
  },
  erase: {
    heading: "Delete my data",
    text: "We delete your name, contact details, CV and messages at once. Only the position and the status stay, without anything that identifies you.",
    button: "Delete my data",
    confirmTitle: "Delete your data now?",
    confirmText: "This cannot be undone. Your application stops, and this link stops working.",
    confirm: "Yes, delete my data",
    cancel: "Cancel",
    doneTitle: "Your data has been deleted",
    doneText: "We removed your name, contact details, CV and messages. This link no longer works.",
  },
  invalid: {
    title: "This link is not valid",
    text: "Check that you copied the whole link from the e-mail, or ask for a new one.",
  },
  changed: {
    title: "Your application has changed",
    text: "Its status changed in the meantime; this page shows where it stands now.",
  },
  failure: { title: "Something went wrong", text: "We could not save that. Please try again in a moment." },
  lostLink: {
    title: "Lost your link?",
    description: "Get a new link to the status page of your applications.",
    intro:
      "Enter the e-mail address you applied with. We will send a new link for each of your applications; earlier links stop working.",
    email: "Email",
    emailError: "Please enter a valid email address",
    submit: "Send me a new link",
    busy: "Sending...",
    sentTitle: "Check your inbox",
    sentText:
      "If that address has applications with us, we have sent it a new link for each one. Earlier links no longer work.",
    back: "Back to careers",
  },
  emails: {
    /** In the confirmation e-mail, before the link. */
    follow: "Follow your application, update your CV or withdraw it on its private page:",
    button: "See your application",
    link: {
      subject: "Your link to your application for {position}",
      body: "Here is a new link to the page of your application for {position} at {company}. Earlier links no longer work.",
      ask: "If you did not ask for it, or have a question",
    },
  },
} as const;
