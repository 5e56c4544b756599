// A catalogue text with `{placeholders}` filled by React nodes (a link inside a sentence, a date), for a component.
import { createElement, Fragment, type ReactNode } from "react";

/**
 * `fillNodes("Read our {link}.", { link: <Link … /> })`: the text's pieces and the values in order, each piece its
 * own text node (as JSX writes `Read our <Link/>.`), so a sentence can put its link or value wherever its language
 * needs it. An unknown placeholder stays visible, as `fill` leaves it.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/g)
    .map((piece, i) => (i % 2 === 0 ? piece : piece in values ? values[piece] : `{${piece}}`))
    .filter((piece) => piece !== "")
    .map((piece, i) => createElement(Fragment, { key: i }, piece));
}
