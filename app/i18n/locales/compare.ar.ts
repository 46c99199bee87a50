export const compareAr = {
  title: "مقارنة الإعلانات",
  intro: "جنبًا إلى جنب، مع تمييز الصفوف التي تختلف فيها.",
  howTo: "اختر من مفضلتك إعلانين إلى أربعة من النوع نفسه لتقارن بينها.",
  toFavourites: "انتقل إلى مفضلتك",
  caption: "الإعلانات المقارَنة، كل إعلان في عمود",
  rows: { price: "السعر", pricePerSquareMetre: "سعر المتر المربع", area: "المساحة" },
  differs: "مختلف",
  none: "لا يوجد",
  yes: "نعم",
  choose: "قارن",
  chooseHint: "حتى أربعة من النوع نفسه",
  compareNow: "قارن بين الإعلانات المختارة ({{number}})",
};
