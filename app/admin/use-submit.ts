import { useState } from "react";
import { AdminApiError } from "./admin-api.ts";
import { useAdminT } from "./admin-i18n.ts";

/** Runs a change against the API and keeps its translated error (and per-field errors) for the form. */
export function useSubmit() {
  const t = useAdminT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    setFields({});
    try {
      await action();
      return true;
    } catch (caught) {
      if (caught instanceof AdminApiError) {
        setError(caught.message);
        setFields(caught.fields);
      } else {
        setError(t("errors.offline"));
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fields, run };
}
