import { Outlet } from "react-router";
import "../i18n/texts-en.ts";

/** The English pages: this layout brings the English texts, so no English page downloads the Arabic ones. */
export default function EnglishPages() {
  return <Outlet />;
}
