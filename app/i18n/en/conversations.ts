// What a candidate or enquirer reads around a message staff wrote to them from the back office (issue 29): the
// message itself is the staff member's free text; the signature line and the note on replying follow the person's
// language.
export const conversations = {
  /** Under the staff member's message: who wrote it, for the company. */
  signature: "{name}, {company}",
  replyNote: "You can reply to this e-mail directly; your answer reaches {company}'s team.",
} as const;
