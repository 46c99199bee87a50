import { Outlet } from "react-router";
import "../i18n/texts-ar.ts";

/** The Arabic pages: this layout brings the Arabic texts, so no Arabic page downloads the English ones. */
export default function ArabicPages() {
  return <Outlet />;
}
