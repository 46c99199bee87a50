/** Main menu of the shell (spec §2): ids are the spec's, paths are language-neutral. */
export type MenuId = "home" | "services" | "ourprojects" | "auctions" | "aboutus";
export type SubmenuId = "directmarketing" | "propertymanagement";

export interface MenuLink {
  id: MenuId;
  path: string;
}
export interface MenuGroup {
  id: MenuId;
  children: { id: SubmenuId; path: string }[];
}
export type MenuItem = MenuLink | MenuGroup;

export const mainMenu: MenuItem[] = [
  { id: "home", path: "/" },
  { id: "services", path: "/services" },
  {
    id: "ourprojects",
    children: [
      { id: "directmarketing", path: "/directmarketing" },
      { id: "propertymanagement", path: "/propertymanagement" },
    ],
  },
  { id: "auctions", path: "/auctions" },
  { id: "aboutus", path: "/aboutus" },
];

/** The menu item a page belongs to, from its language-neutral path; undefined outside the menu. */
export function menuIdOfPath(path: string): MenuId | undefined {
  const [, first = ""] = path.split("/");
  switch (first) {
    case "":
      return "home";
    case "services":
      return "services";
    case "directmarketing":
    case "propertymanagement":
    case "project":
    case "property":
      return "ourprojects";
    case "auctions":
    case "auction":
      return "auctions";
    case "aboutus":
      return "aboutus";
    default:
      return undefined;
  }
}
