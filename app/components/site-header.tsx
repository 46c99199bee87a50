import { clsx } from "clsx";
import { type ReactNode, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { stripLanguage } from "../../domain/localized-path.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { HydrationBoundary } from "../lib/hydration-boundary.tsx";
import { KeptOnServer } from "../lib/kept-on-server.tsx";
import { type MenuGroup, type MenuId, mainMenu, menuIdOfPath } from "../lib/menu.ts";
import { useSavedList } from "../lib/saved-listings.ts";
import { useLanguage, useLocalizePath, useSiteData } from "../lib/site-data.ts";
import { usePathChange } from "../lib/use-path-change.ts";
import { Icon } from "./icon.tsx";
import { LogoMark } from "./icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

/**
 * The active menu item is the one the page belongs to, from its address alone, so a reload or a shared link marks
 * the same item (spec §2 "remembered for the browser session"). A page outside the menu (map, contact, favourites,
 * 404) marks none: an item left over from an earlier page would say, with aria-current, that the visitor is where
 * they are not.
 */
function useActiveMenuId(): MenuId | undefined {
  const { pathname } = useLocation();
  return menuIdOfPath(stripLanguage(pathname));
}

const itemClass = (active: boolean) =>
  clsx(
    "inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-semibold transition-colors",
    active ? "text-brand-700" : "text-ink-700 hover:text-brand-700",
  );

export function SiteHeader() {
  const { t } = useTranslation();
  const { company, language } = useSiteData();
  const localize = useLocalizePath();
  const active = useActiveMenuId();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobilePanelId = useId();

  // Every navigation closes the mobile menu.
  usePathChange(() => setMobileOpen(false));

  const desktopNav = (
    <nav aria-label={t("nav.label")} className="ms-4 hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainMenu.map((item) => (
          <li key={item.id}>
            {"children" in item ? (
              <DesktopSubmenu group={item} active={active === item.id} />
            ) : (
              <Link
                to={localize(item.path)}
                className={itemClass(active === item.id)}
                aria-current={active === item.id ? "page" : undefined}
              >
                {t(`nav.${item.id}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
  const phoneNav = (
    <nav aria-label={t("nav.label")} className="container-page py-3">
      <ul className="flex flex-col">
        {mainMenu.map((item) => (
          <li key={item.id}>
            {"children" in item ? (
              <MobileSubmenu group={item} active={active === item.id} />
            ) : (
              <Link
                to={localize(item.path)}
                className={clsx(itemClass(active === item.id), "w-full py-3")}
                aria-current={active === item.id ? "page" : undefined}
              >
                {t(`nav.${item.id}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-2 border-t border-brand-100 pt-3 sm:grid-cols-2">
        <Link
          to={localize("/map")}
          className="inline-flex items-center justify-center gap-1.5 rounded-md border border-brand-100 px-4 py-3 font-semibold text-brand-800"
        >
          <Icon name="map" className="size-4" />
          {t("nav.searchOnMap")}
        </Link>
        <Link
          to={localize("/contactus")}
          className="inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-3 font-semibold text-white"
        >
          {t("nav.listYourProperty")}
        </Link>
      </div>
    </nav>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur print:hidden">
      {/* On the narrowest phones the company's name gives way (two lines, then cut) so the
          language switch and the menu button always stay inside the window. */}
      <div className="container-page flex h-[var(--header-height)] items-center gap-2 sm:gap-4">
        <Link
          to={localize("/")}
          className="flex min-w-0 items-center gap-2 lg:shrink-0"
          // The visible name first, then where the link goes (WCAG 2.5.3, label in name).
          aria-label={t("nav.home_link", { name: company.name[language] })}
        >
          <LogoMark className="size-10 shrink-0 text-brand-900" />
          <span className="line-clamp-2 max-w-[11rem] text-sm leading-tight font-bold text-brand-900 min-[360px]:text-base sm:max-w-none">
            {company.name[language]}
          </span>
        </Link>

        {/* The menus hydrate on their own, after the rest (app/lib/hydration-boundary.tsx). */}
        <HydrationBoundary>
          {import.meta.env.SSR ? (
            <KeptNav
              part="desktop"
              active={active}
              attributes={{ "aria-label": t("nav.label"), className: "ms-4 hidden lg:block" }}
            >
              {desktopNav}
            </KeptNav>
          ) : (
            desktopNav
          )}
        </HydrationBoundary>

        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitch className="rounded-md px-2 py-2 sm:px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50" />
          <FavouritesLink />
          <Link
            to={localize("/map")}
            className="hidden items-center gap-1.5 rounded-md border border-brand-100 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:inline-flex"
          >
            <Icon name="map" className="size-4" />
            {t("nav.map")}
          </Link>
          <Link
            to={localize("/contactus")}
            className="hidden rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 md:inline-flex"
          >
            {t("nav.listYourProperty")}
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobilePanelId}
            aria-label={mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id={mobilePanelId}
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-brand-100 bg-white lg:hidden"
      >
        <HydrationBoundary>
          {import.meta.env.SSR ? (
            <KeptNav
              part="phone"
              active={active}
              attributes={{ "aria-label": t("nav.label"), className: "container-page py-3" }}
            >
              {phoneNav}
            </KeptNav>
          ) : (
            phoneNav
          )}
        </HydrationBoundary>
      </div>
    </header>
  );
}

/** Opens on hover with a mouse (CSS), and on click or keyboard for everyone else. */
function DesktopSubmenu({ group, active }: { group: MenuGroup; active: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [open, setOpen] = useState(false);
  // Not useId: the same on every page, so the server can keep the menu's HTML (KeptNav below).
  const listId = `menu-${group.id}`;
  usePathChange(() => setOpen(false));

  return (
    <div className="group relative">
      <button
        type="button"
        className={itemClass(active)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        {t(`nav.${group.id}`)}
        <Icon
          name="chevron-down"
          className={clsx("size-4 transition-transform group-hover:rotate-180", open && "rotate-180")}
        />
      </button>
      {/* Not the hidden attribute: its display:none !important would defeat the hover rule. */}
      <ul
        id={listId}
        className={clsx(
          "absolute start-0 top-full z-10 min-w-56 rounded-lg border border-brand-100 bg-white p-2 shadow-lg",
          open ? "block" : "hidden group-hover:block",
        )}
      >
        {group.children.map((child) => (
          <li key={child.id}>
            <NavLink
              to={localize(child.path)}
              className={({ isActive }) =>
                clsx(
                  "block rounded-md px-3 py-2 text-sm font-semibold",
                  isActive ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-brand-50",
                )
              }
            >
              {t(`nav.${child.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** On phones the submenu opens on tap, inside the collapsible menu. */
function MobileSubmenu({ group, active }: { group: MenuGroup; active: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const [open, setOpen] = useState(active);
  const listId = `menu-${group.id}-phone`;
  return (
    <>
      <button
        type="button"
        className={clsx(itemClass(active), "w-full justify-between py-3")}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(`nav.${group.id}`)}
        <Icon name="chevron-down" className={clsx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul id={listId} hidden={!open} className="ms-4 border-s-2 border-brand-100 ps-2">
        {group.children.map((child) => (
          <li key={child.id}>
            <NavLink
              to={localize(child.path)}
              className={({ isActive }) =>
                clsx("block rounded-md px-3 py-3 font-semibold", isActive ? "text-brand-700" : "text-ink-700")
              }
            >
              {t(`nav.${child.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The heart in the top bar: the favourites page, with how many are kept (shown once the browser has read them). */
function FavouritesLink() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const count = useSavedList("favourites").length;
  return (
    <Link
      to={localize("/favourites")}
      aria-label={t("favourites.nav")}
      title={t("favourites.nav")}
      className="relative inline-flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
    >
      <Icon name="heart" className={clsx("size-5", count > 0 && "fill-red-600 text-red-600")} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -end-0.5 min-w-4.5 rounded-full bg-red-700 px-1 text-center text-[0.6875rem] leading-4.5 font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * A menu of the header, drawn once on the server for every page of a language that marks the same items
 * (app/lib/kept-on-server.tsx, docs/decisions/034-lean-server.md, "Seventh round"): the menu item the page belongs to,
 * and the submenu links NavLink marks for the page's path. The browser draws it as ever.
 */
function KeptNav({
  part,
  active,
  attributes,
  children,
}: {
  part: "desktop" | "phone";
  active: MenuId | undefined;
  attributes: { "aria-label": string; className: string };
  children: ReactNode;
}) {
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const localize = useLocalizePath();
  // The submenus' links that mark themselves on this page (NavLink).
  const marked = mainMenu
    .flatMap((item) => ("children" in item ? item.children.map((child) => child.path) : []))
    .filter((path) => navLinkMarks(localize(path), pathname))
    .join(",");
  return (
    <KeptOnServer
      element="nav"
      attributes={attributes}
      keptAs={`nav ${part} ${language} ${active ?? ""} ${marked}`}
      version={mainMenu}
    >
      {children}
    </KeptOnServer>
  );
}

/** Whether NavLink marks a link to `to` on a page at `pathname` (React Router's rule: the path, or below it, in any case). */
export function navLinkMarks(to: string, pathname: string): boolean {
  const page = pathname.toLowerCase();
  const target = to.toLowerCase();
  return page === target || (page.startsWith(target) && page.charAt(target.length) === "/");
}
