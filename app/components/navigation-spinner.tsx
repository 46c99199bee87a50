import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../i18n/i18n.tsx";
import { Icon } from "./icon.tsx";

/** Shown while the next page's code and data load; waits a moment so fast navigations do not flash it. */
export function NavigationSpinner() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <div
      role="status"
      aria-live="polite"
      className={clsx(
        "pointer-events-none fixed inset-x-0 top-[calc(var(--header-height)+1rem)] z-50 flex justify-center",
        !visible && "sr-only",
      )}
    >
      {visible ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-lg">
          <Icon name="loader-circle" className="size-5 animate-spin" />
          {t("common.loading")}
        </span>
      ) : null}
    </div>
  );
}
