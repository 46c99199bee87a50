/** The favourites' words every page may show (the hearts, the header's link, the home page's recently viewed). */
export const favouritesEn = {
  add: "Save {{title}} to favourites",
  remove: "Remove {{title}} from favourites",
  nav: "Favourites",
  recentlyViewed: "Recently viewed",
};
