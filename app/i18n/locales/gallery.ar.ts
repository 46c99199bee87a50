/** Texts of a listing's gallery, lightbox and video (spec §2 detail pages, §4 lightbox). */
export const galleryAr = {
  label: "صور {{title}}",
  openImage: "عرض الصورة {{index}} من {{total}}",
  moreImages: "+{{count}}",
  opening: "جارٍ فتح الصور…",
  slideAlt: "{{title}}، الصورة {{index}} من {{total}}",
  counter: "{{index}} من {{total}}",
  slideError: "تعذّر تحميل هذه الصورة",
  lightbox: {
    previous: "الصورة السابقة",
    next: "الصورة التالية",
    close: "إغلاق",
    slide: "صورة",
    carousel: "عرض متتابع",
    lightbox: "عارض الصور",
    photoGallery: "معرض الصور",
    // The library fills {index} and {total} itself: single braces on purpose.
    slideOf: "{index} من {total}",
  },
  video: {
    play: "شغّل الفيديو",
    frameTitle: "فيديو {{title}}",
    source: "يُعرض من يوتيوب عند التشغيل",
  },
};
