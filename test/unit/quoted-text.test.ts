// The new text of a reply (app/platform/quoted-text.ts): quoted history cut where it reliably starts, and never
// everything (a reply that is all quote keeps its text). The full Gmail, Outlook and Apple Mail samples run through
// the Worker in test/integration/conversations.test.ts.
import { describe, expect, it } from "vitest";
import { htmlToPlainText, replyText } from "~/platform/quoted-text";

describe("replyText", () => {
  it("cuts at a Gmail attribution wrapped over two lines", () => {
    const text =
      "Yes, Tuesday works.\n\nOn Wed, Nov 26, 2026 at 8:02 AM Cordillera <\nreply+1-abc@x.example> wrote:\n\n> Hi";
    expect(replyText(text)).toBe("Yes, Tuesday works.");
  });

  it("cuts at the Spanish attribution and at Outlook's header block", () => {
    expect(replyText("Perfecto.\n\nEl mié, 26 nov 2026 a las 8:02, Ana <a@x.example> escribió:\n> Hola")).toBe(
      "Perfecto.",
    );
    expect(
      replyText("Fine.\r\n\r\nFrom: Ana <a@x.example>\r\nSent: Wednesday\r\nTo: Dana\r\nSubject: Hi\r\n\r\nOld"),
    ).toBe("Fine.");
    expect(replyText("Ok\n-----Original Message-----\nFrom: x")).toBe("Ok");
  });

  it("keeps a line that only mentions 'wrote' and quotes inside the reply, and everything when all is quoted", () => {
    expect(replyText("She wrote: great\n> quoted\nmy answer")).toBe("She wrote: great\n> quoted\nmy answer");
    expect(replyText("> only a quote\n> nothing else")).toBe("> only a quote\n> nothing else");
  });
});

describe("htmlToPlainText", () => {
  it("drops tags, scripts and quoted blocks, and decodes entities", () => {
    expect(
      htmlToPlainText("<p>Hi &amp; bye<script>alert(1)</script></p><blockquote>old</blockquote><div>next</div>"),
    ).toBe("Hi & bye\nnext");
  });
});
