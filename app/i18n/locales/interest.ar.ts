/** The Register Interest dialog of the detail pages. */
export const interestAr = {
  title: "سجّل اهتمامك",
  text: "اترك بياناتك وسيتواصل معك فريقنا بخصوص «{{title}}».",
  close: "إغلاق",
};
