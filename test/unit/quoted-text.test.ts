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

describe("what the person wrote is never taken for the history", () => {
  it("keeps sentences that start with On or El and end in wrote or escribió, when they name no date or address", () => {
    const thursday =
      "Hi Ana,\n\nOn Thursday I am free all day.\nAbout what you wrote:\nyes, I have a work visa.\n\nLuis";
    expect(replyText(thursday)).toBe(thursday);
    const mine = "Hi Ana,\n\nOn my application I wrote:\n- Available from May";
    expect(replyText(mine)).toBe(mine);
    const jueves = "Hola Ana,\n\nEl jueves estoy libre.\nSobre lo que Marta escribió:\nsí tengo visa.";
    expect(replyText(jueves)).toBe(jueves);
    const monday = "Hi,\n\nOn Monday 9:00 works.\nAbout what you wrote:\nyes.";
    expect(replyText(monday)).toBe(monday);
  });

  it("keeps answers written between quoted blocks, and decodes the entities of Spanish text", () => {
    expect(
      htmlToPlainText("<blockquote>Q1?</blockquote><p>Answer 1</p><blockquote>Q2?</blockquote><p>Answer 2</p>"),
    ).toBe("Answer 1\nAnswer 2");
    expect(htmlToPlainText("<p>Ma&ntilde;ana est&aacute; bien, &iquest;a las 10&#58;00? It&rsquo;s &#x2705;</p>")).toBe(
      "Mañana está bien, ¿a las 10:00? It’s ✅",
    );
    expect(htmlToPlainText("&amp;lt; stays &unknown; &#0; &#xD800;")).toBe("&lt; stays &unknown; &#0; &#xD800;");
  });
});

describe("htmlToPlainText", () => {
  it("drops tags, scripts and quoted blocks, and decodes entities", () => {
    expect(
      htmlToPlainText("<p>Hi &amp; bye<script>alert(1)</script></p><blockquote>old</blockquote><div>next</div>"),
    ).toBe("Hi & bye\nnext");
  });
});

// Found in review: a message is anyone's to send, and these made the email() handler spin past the Worker's CPU
// limit (each "> " line read every line after it; each unclosed "<style>" or lone "<" read to the end).
describe("a hostile message", () => {
  it("is read in time linear in its length", { timeout: 5_000 }, () => {
    expect(replyText("> q\n".repeat(200_000) + "x")).toMatch(/^> q\n/);
    expect(replyText("Mine.\n\n" + "> q\n".repeat(200_000))).toBe("Mine.");
    expect(htmlToPlainText("<style>".repeat(200_000) + "Hi")).toBe("Hi");
    expect(htmlToPlainText("<blockquote>".repeat(200_000) + "Hi")).toBe("Hi");
    expect(htmlToPlainText("<".repeat(400_000) + "a>Hi")).toBe("Hi");
  });

  it("drops closed elements as before, and keeps text after an unclosed one's tag", () => {
    expect(htmlToPlainText("<STYLE>p{}</style>A<script>x</SCRIPT>B<style>C")).toBe("ABC");
    expect(htmlToPlainText("<p>Yes</p><blockquote>old<blockquote>older</blockquote>tail</blockquote><p>No</p>")).toBe(
      "Yes\ntailNo",
    );
    expect(htmlToPlainText("<header>Top</header><styles>x</styles>")).toBe("Topx");
    expect(htmlToPlainText("a < b and c > d")).toBe("a  d");
  });
});
