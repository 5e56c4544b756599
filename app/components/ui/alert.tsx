// An inline message box: errors announced at once, notices politely.
import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon } from "~/components/ui/icons";

export function Alert({
  tone = "error",
  title,
  children,
}: {
  tone?: "error" | "success";
  title?: string;
  children?: ReactNode;
}) {
  const error = tone === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={`flex gap-3 rounded-md p-4 text-sm ${error ? "bg-red-50 text-red-900 ring-1 ring-red-200" : "bg-pine-50 text-pine-900 ring-1 ring-pine-200"}`}
    >
      {error ? (
        <AlertIcon className="h-5 w-5 shrink-0 text-red-600" />
      ) : (
        <CheckCircleIcon className="h-5 w-5 shrink-0 text-pine-600" />
      )}
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? "mt-1" : ""}>{children}</div> : null}
      </div>
    </div>
  );
}

/** A form's answer shown in place (refused, or accepted), when there is one. */
export function NoticeAlert({
  notice,
}: {
  notice?: { tone?: "error" | "success"; title: string; text: string } | null;
}) {
  return notice ? (
    <Alert tone={notice.tone} title={notice.title}>
      {notice.text}
    </Alert>
  ) : null;
}
