// The shape of a toast, shared by the server that sets it and the component that shows it.
export type Toast = { type: "success" | "error" | "info"; title: string; description?: string };
