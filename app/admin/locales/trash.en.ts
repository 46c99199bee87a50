import type ar from "./trash.ar.ts";

/** The listings' trash (app/admin/routes/listings-trash.tsx), moving to it from the list, and its audit actions. */
const trash: typeof ar = {
  title: "Trash",
  link: "Trash",
  backToListings: "Back to listings",
  keptFor_zero: "Deleted listings stay here with their photos and files, then are deleted for good automatically.",
  keptFor_one:
    "Deleted listings stay here with their photos and files for 1 day, then are deleted for good automatically.",
  keptFor_two:
    "Deleted listings stay here with their photos and files for 2 days, then are deleted for good automatically.",
  keptFor_few:
    "Deleted listings stay here with their photos and files for {{count}} days, then are deleted for good automatically.",
  keptFor_many:
    "Deleted listings stay here with their photos and files for {{count}} days, then are deleted for good automatically.",
  keptFor_other:
    "Deleted listings stay here with their photos and files for {{count}} days, then are deleted for good automatically.",
  restoreHint:
    "Restoring puts a listing back as an unpublished draft, with its photos and files; publish it again when it is ready.",
  adminOnly: "Only admins can delete for good or empty the trash.",
  count_zero: "The trash is empty.",
  count_one: "1 listing in the trash",
  count_two: "2 listings in the trash",
  count_few: "{{count}} listings in the trash",
  count_many: "{{count}} listings in the trash",
  count_other: "{{count}} listings in the trash",
  table: "Listings in the trash",
  columns: {
    title: "Listing",
    trashedBy: "Deleted by",
    trashedAt: "Deleted on",
    daysLeft: "Deleted for good in",
    actions: "Actions",
  },
  unknownAuthor: "Unknown",
  daysLeft_zero: "today",
  daysLeft_one: "1 day",
  daysLeft_two: "2 days",
  daysLeft_few: "{{count}} days",
  daysLeft_many: "{{count}} days",
  daysLeft_other: "{{count}} days",
  restore: "Restore",
  restoreOf: "Restore listing no. {{id}}",
  purge: "Delete for good",
  purgeOf: "Delete listing no. {{id}} for good",
  restoreSelected: "Restore selected",
  purgeSelected: "Delete selected for good",
  empty: "Empty trash",
  selectAll: "Select every listing on this page",
  selectOne: "Select listing no. {{id}}: {{title}}",
  confirmPurgeTitle: "Delete for good? This cannot be undone",
  confirmPurge_zero: "No listing is selected.",
  confirmPurge_one:
    "1 listing will be deleted for good with its photos and documents and, for an auction, its lots; this cannot be undone. Photos and documents another listing uses stay.",
  confirmPurge_two:
    "2 listings will be deleted for good with their photos and documents and, for auctions, their lots; this cannot be undone. Photos and documents another listing uses stay.",
  confirmPurge_few:
    "{{count}} listings will be deleted for good with their photos and documents and, for auctions, their lots; this cannot be undone. Photos and documents another listing uses stay.",
  confirmPurge_many:
    "{{count}} listings will be deleted for good with their photos and documents and, for auctions, their lots; this cannot be undone. Photos and documents another listing uses stay.",
  confirmPurge_other:
    "{{count}} listings will be deleted for good with their photos and documents and, for auctions, their lots; this cannot be undone. Photos and documents another listing uses stay.",
  confirmPurgeButton: "Delete for good",
  confirmEmptyTitle: "Empty the trash?",
  confirmEmpty_zero: "The trash is empty.",
  confirmEmpty_one:
    "The 1 listing in the trash will be deleted for good with its photos and documents; this cannot be undone.",
  confirmEmpty_two:
    "The 2 listings in the trash will be deleted for good with their photos and documents; this cannot be undone.",
  confirmEmpty_few:
    "The {{count}} listings in the trash will be deleted for good with their photos and documents; this cannot be undone.",
  confirmEmpty_many:
    "The {{count}} listings in the trash will be deleted for good with their photos and documents; this cannot be undone.",
  confirmEmpty_other:
    "The {{count}} listings in the trash will be deleted for good with their photos and documents; this cannot be undone.",
  confirmEmptyButton: "Empty the trash",
  emptied: "The trash was emptied.",
  moveConfirmTitle: "Move the selected listings to the trash?",
  moveConfirm_zero: "No listing is selected.",
  moveConfirm_one:
    "1 listing will be unpublished at once and moved to the trash with its photos and files. It can be restored as an unpublished draft until it is deleted for good.",
  moveConfirm_two:
    "2 listings will be unpublished at once and moved to the trash with their photos and files. They can be restored as unpublished drafts until they are deleted for good.",
  moveConfirm_few:
    "{{count}} listings will be unpublished at once and moved to the trash with their photos and files. They can be restored as unpublished drafts until they are deleted for good.",
  moveConfirm_many:
    "{{count}} listings will be unpublished at once and moved to the trash with their photos and files. They can be restored as unpublished drafts until they are deleted for good.",
  moveConfirm_other:
    "{{count}} listings will be unpublished at once and moved to the trash with their photos and files. They can be restored as unpublished drafts until they are deleted for good.",
  moveConfirmButton: "Move to the trash",
  auditActions: {
    listing_trashed: "Listing moved to the trash",
    listing_untrashed: "Listing restored from the trash",
    listings_bulk_trashed: "Listings moved to the trash together",
  },
};

export default trash;
