// Typed failures that models throw and that pages and /api translate the same way.

export class HttpError extends Error {
  readonly status: number;
  readonly title?: string;
  readonly errors?: Record<string, string[]>;
  constructor(status: number, message: string, options: { title?: string; errors?: Record<string, string[]> } = {}) {
    super(message);
    this.status = status;
    this.title = options.title;
    this.errors = options.errors;
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const forbidden = (message = "Forbidden", title?: string) => new HttpError(403, message, { title });
export const conflict = (message: string) => new HttpError(409, message);
export const validationFailed = (errors: Record<string, string[]>) =>
  new HttpError(400, "Validation failed", { errors });

/** True when D1 refused a write because of a UNIQUE index. */
export function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String(error);
  return text.includes("UNIQUE constraint failed");
}
