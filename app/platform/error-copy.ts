// What an error page says: the 4xx message the server gave (a refused form, a missing page), or a generic line
// for anything unexpected, which never shows internal detail.
import { isRouteErrorResponse } from "react-router";

export function errorCopy(error: unknown): { notFound: boolean; title: string; text: string } {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      notFound: true,
      title: "404 Page Not Found",
      text: "The page you are looking for does not exist or has moved.",
    };
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    const text = typeof error.data === "string" && error.data ? error.data : "The request could not be processed.";
    return { notFound: false, title: "Request not accepted", text };
  }
  return {
    notFound: false,
    title: "Something went wrong",
    text: "An unexpected error occurred. Please try again in a moment.",
  };
}
