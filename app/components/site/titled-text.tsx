// A heading that names its region and the paragraph under it: the words of a call to action, wherever one stands.
import type { ReactNode } from "react";

/**
 * The heading (`id`, for the region's aria-labelledby) and its paragraph, in a box: the closing band's words
 * (CtaBand), a page's closing block, the footer's newsletter sign-up. `classes` say how the box, the heading and
 * the text look where it stands; `eyebrow` is what stands above the heading.
 */
export function TitledText({
  id,
  level = 2,
  eyebrow,
  title,
  text,
  classes,
}: {
  id: string;
  level?: 2 | 3;
  eyebrow?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  classes: { box?: string; heading: string; text: string };
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={classes.box}>
      {eyebrow}
      <Heading id={id} className={classes.heading}>
        {title}
      </Heading>
      <p className={classes.text}>{text}</p>
    </div>
  );
}
