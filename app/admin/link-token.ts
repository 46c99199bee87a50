import { useEffect, useState } from "react";
import { adminFetch } from "./admin-api.ts";
import { useAdminLanguage } from "./admin-context.ts";

export type LinkCheck =
  | { state: "checking" }
  | { state: "valid"; token: string; email?: string; name?: string }
  | { state: "expired" | "used" | "failed" };

/**
 * The token of an e-mailed link, read from the address's fragment (never sent to the server in a request line or
 * a Referer: docs/decisions/033-staff-accounts.md) and checked with the API.
 */
export function useLinkToken(checkPath: "/invitations/check" | "/password-reset/check"): LinkCheck {
  const language = useAdminLanguage();
  const [check, setCheck] = useState<LinkCheck>({ state: "checking" });
  useEffect(() => {
    const token = window.location.hash.slice(1);
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
      setCheck({ state: "used" });
      return;
    }
    const controller = new AbortController();
    adminFetch<{ data: { state: "valid" | "expired" | "used"; email?: string; name?: string } }>(checkPath, {
      language,
      method: "POST",
      body: { token },
      signal: controller.signal,
    })
      .then(({ data }) => setCheck(data.state === "valid" ? { ...data, state: "valid", token } : { state: data.state }))
      .catch(() => {
        if (!controller.signal.aborted) setCheck({ state: "failed" });
      });
    return () => controller.abort();
  }, [checkPath, language]);
  return check;
}
