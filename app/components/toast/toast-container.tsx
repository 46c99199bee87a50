import { ToastContainer } from "react-toastify/unstyled";
import { useTranslation } from "../../i18n/i18n.tsx";
// Loaded with this chunk only: pages that never show a toast never fetch the stylesheet.
import "react-toastify/ReactToastify.css";
import "./toast-container.css";
import { useLanguage } from "../../lib/site-data.ts";
import { Icon } from "../icon.tsx";
import { toastAutoCloseMs, toastDragPercent } from "./toast-settings.ts";

/**
 * react-toastify as spec §4 and §9 ask: top right in both languages, closes after 5000 ms, pauses
 * on hover and while the window has no focus, and is dismissed by dragging it 80 % of its width.
 * Arabic toasts read right to left.
 */
export default function SiteToasts() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <ToastContainer
      position="top-right"
      autoClose={toastAutoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={toastDragPercent}
      closeOnClick={false}
      rtl={language === "ar"}
      aria-label={t("common.notifications")}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          onClick={(event) => closeToast(event)}
          aria-label={t("common.closeNotification")}
          className="Toastify__close-button Toastify__close-button--light"
        >
          <Icon name="x" className="size-4" />
        </button>
      )}
    />
  );
}
