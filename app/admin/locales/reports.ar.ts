/** Listing reports in the leads inbox (docs/decisions/042-report-a-listing.md). */
const reports = {
  reason: "سبب البلاغ",
  reasons: {
    wrong_information: "معلومات غير صحيحة",
    sold: "تم بيعه أو تأجيره",
    licence: "مشكلة في الترخيص",
  },
};

export default reports;
