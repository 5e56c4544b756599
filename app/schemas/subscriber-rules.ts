// The newsletter's messages, without zod, for pages (the schema is in subscriber.ts).

export const NEWSLETTER_MESSAGES = {
  email: "Please enter a valid email address",
  successTitle: "Success!",
  successText: "Thank you for subscribing to our newsletter.",
  alreadyTitle: "You're already subscribed",
  alreadyText: "This email address is already on our list, so there is nothing more to do. Thank you for reading!",
  failureTitle: "Subscription failed",
  failureText: "An unexpected error occurred.",
  duplicate: "This email address is already subscribed.",
} as const;
