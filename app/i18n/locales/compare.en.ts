export const compareEn = {
  title: "Compare listings",
  intro: "Side by side; rows where they differ are highlighted.",
  howTo: "Choose two to four listings of the same kind from your favourites to compare them.",
  toFavourites: "Go to your favourites",
  caption: "The listings compared, one per column",
  rows: { price: "Price", pricePerSquareMetre: "Price per m²", area: "Area" },
  differs: "differs",
  none: "None",
  yes: "Yes",
  choose: "Compare",
  chooseHint: "Up to four of the same kind",
  compareNow: "Compare selected listings ({{number}})",
};
