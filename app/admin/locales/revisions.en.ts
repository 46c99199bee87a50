import type ar from "./revisions.ar.ts";

/** A listing's history in the editor (app/admin/listing-history.tsx) and its audit action. */
const revisions: typeof ar = {
  title: "History",
  intro:
    "Every save keeps a revision of the listing: who saved it, when and what changed. Restoring a revision saves its values again as the newest.",
  empty: "No revisions yet: the next save keeps the first.",
  number: "Revision {{number}}",
  current: "current",
  by: "By",
  actions: {
    created: "Listing created",
    duplicated: "Listing created as a copy of another",
    updated: "Changes saved",
    restored: "Revision {{number}} restored",
  },
  noChanges: "No field changed.",
  view: "View revision",
  hide: "Hide revision",
  restore: "Restore this revision",
  confirmRestoreTitle: "Restore revision {{number}}?",
  confirmRestoreButton: "Restore it",
  confirmRestore: "Its values are saved as a new revision; changes not saved in the form are lost.",
  restored: "Revision {{number}} restored and saved as revision {{saved}}.",
  reload: "Reload the listing",
  leftOutPhotos_zero: "No photo was left out.",
  leftOutPhotos_one: "1 photo was left out: it no longer exists.",
  leftOutPhotos_two: "2 photos were left out: they no longer exist.",
  leftOutPhotos_few: "{{count}} photos were left out: they no longer exist.",
  leftOutPhotos_many: "{{count}} photos were left out: they no longer exist.",
  leftOutPhotos_other: "{{count}} photos were left out: they no longer exist.",
  leftOutDocuments: "{{fields}} left empty: the file is no longer stored on the site; upload it again if needed.",
  listSeparator: ", ",
  kept: "What this revision kept",
  count: "Count: {{n}}",
  auditActions: {
    listing_restored: "Restored an earlier revision of a listing",
  },
};

export default revisions;
