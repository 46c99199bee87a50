import type schedule from "./schedule.ar.ts";

const scheduleEn: typeof schedule = {
  title: "Scheduled publishing",
  intro:
    "The listing is published or taken off the site automatically at the time set, in Riyadh time, by the same rules as the publish button.",
  publishAt: "Publish at",
  unpublishAt: "Unpublish at",
  date: "Date (year-month-day)",
  time: "Time (hour:minute, 24-hour)",
  datePlaceholder: "2026-12-01",
  timePlaceholder: "09:30",
  riyadhTime: "Riyadh time",
  save: "Save schedule",
  clear: "Clear",
  saved: "Schedule saved.",
  none: "Nothing scheduled.",
  publishSet: "To be published at {{time}} Riyadh time.",
  unpublishSet: "To be taken off the site at {{time}} Riyadh time.",
  badDate: "Enter a real date and time, such as 2026-12-01 and 09:30.",
  saveFirst: "Save the listing first to schedule its publishing.",
  auditActions: {
    listing_schedule_changed: "Listing publishing schedule changed",
    scheduled_publish_refused: "Scheduled publish refused (licence not valid or fields missing)",
    licence_expiry_notice_sent: "Listing licence expiry notice sent",
  },
};

export default scheduleEn;
