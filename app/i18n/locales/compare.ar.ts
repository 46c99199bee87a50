export const compareAr = {
  title: "قارن العقارات",
  intro: "جنبًا إلى جنب، مع تمييز الصفوف التي تختلف فيها.",
  howTo: "اختر من مفضلتك من عقارين إلى أربعة من النوع نفسه لتقارن بينها.",
  toFavourites: "انتقل إلى مفضلتك",
  caption: "العقارات المقارنة، كل عقار في عمود",
  rows: { price: "السعر", pricePerSquareMetre: "سعر المتر المربع", area: "المساحة" },
  differs: "مختلف",
  none: "لا يوجد",
  yes: "نعم",
  choose: "قارن",
  chooseHint: "حتى أربعة من النوع نفسه",
  compareNow: "قارن المختارة ({{number}})",
};
