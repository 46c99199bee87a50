/** The favourites' words every page may show (the hearts, the header's link, the home page's recently viewed). */
export const favouritesAr = {
  add: "احفظ {{title}} في المفضلة",
  remove: "أزل {{title}} من المفضلة",
  nav: "المفضلة",
  recentlyViewed: "شاهدتها مؤخرًا",
};
