// Link-shaped and button-shaped calls to action in the site's three weights.
import type { ComponentProps } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-pine-700 text-white shadow-sm hover:bg-pine-800",
  secondary: "bg-white text-pine-800 ring-1 ring-inset ring-pine-200 hover:bg-pine-50",
  accent: "bg-sun-400 text-ink shadow-sm hover:bg-sun-300",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}

export function Button({ variant, className, ...props }: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button {...props} className={buttonClass(variant, className)} />;
}
