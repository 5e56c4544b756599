// JSON answers for /api in the shape decisions.md fixes: {"message": …} and, for bad input, {"errors": …}.

export function json(body: unknown, init?: number | ResponseInit): Response {
  const base: ResponseInit = typeof init === "number" ? { status: init } : (init ?? {});
  const headers = new Headers(base.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...base, headers });
}

export function jsonError(status: number, message: string, errors?: Record<string, string[]>): Response {
  return json(errors ? { message, errors } : { message }, status);
}
