/** The detail page's secondary actions: files, calendar, brochure. */
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-100 bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50";
