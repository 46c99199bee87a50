import type review from "./review.ar.ts";

const reviewEn: typeof review = {
  title: "Review before publishing",
  awaiting: "Awaiting review",
  sentBack: "Sent back",
  sentBackWith: "Sent back: {{comment}}",
  published: "Published after review",
  newOutcome: "New",
  none: "This listing has not been submitted for review.",
  editorHint:
    "Publishers and admins publish listings: submit the listing for review when it is ready, and the outcome reaches you here and by email.",
  publisherHint:
    "Review the listing, then publish it with the Publish button at the foot of the page, or send it back with a comment saying what to change.",
  stillAwaiting: "Editing the listing keeps it in the review queue.",
  noteLabel: "Note to the publisher (optional)",
  submit: "Submit for review",
  resubmit: "Submit for review again",
  submitted: "The listing was submitted for review.",
  submittedBy: "Submitted by {{name}} on {{time}}",
  note: "Submitter's note",
  commentLabel: "What needs changing?",
  sendBack: "Send back",
  sentBackDone: "The listing was sent back with your comment.",
  decidedBy: "Decided by {{name}} on {{time}}",
  comment: "Publisher's comment",
  someone: "A former member of staff",
  queueFilter: "Awaiting review",
  queue_zero: "No listings awaiting review",
  queue_one: "1 listing awaiting review",
  queue_two: "2 listings awaiting review",
  queue_few: "{{count}} listings awaiting review",
  queue_many: "{{count}} listings awaiting review",
  queue_other: "{{count}} listings awaiting review",
  outcomes_zero: "No new review outcomes",
  outcomes_one: "1 new review outcome",
  outcomes_two: "2 new review outcomes",
  outcomes_few: "{{count}} new review outcomes",
  outcomes_many: "{{count}} new review outcomes",
  outcomes_other: "{{count}} new review outcomes",
  saveRole: "Save role",
  auditNote: "Note: {{text}}",
  auditActions: {
    listing_submitted_for_review: "Listing submitted for review",
    listing_sent_back: "Listing sent back for changes",
    listing_review_published: "Listing published after review",
    listing_changes_held: "Changes to a published listing saved for review",
    listing_changes_withdrawn: "Changes to a published listing withdrawn from review",
    listing_changes_published: "Changes to a published listing published after review",
    listing_changes_discarded: "Changes waiting for review discarded: the listing left the site",
  },
  pending: {
    liveHint:
      "This listing is published: a publisher reviews your changes before they reach the site. Photos are saved and shown at once.",
    waitingTitle: "Your changes to the published listing",
    waiting: "Your changes are waiting for review; the site still shows the published version.",
    sentBack:
      "Your changes were sent back; the site still shows the published version. Change them, then submit them for review again.",
    draft:
      "This listing is no longer on the site: it is a draft. The form shows your changes; saving keeps them in the draft, and it is reviewed again before it is published.",
    editing:
      "This form shows your changes. Saving updates the changes waiting for review; it does not change the site.",
    stale:
      "The published listing was saved after you made your changes, so they cannot be published as they are. Withdraw them, then make them again on the published version.",
    withdraw: "Withdraw my changes",
    confirmWithdrawTitle: "Withdraw your changes?",
    confirmWithdrawButton: "Withdraw them",
    confirmWithdraw:
      "Withdraw your changes? The form goes back to the published version and the waiting changes are lost.",
    withdrawn: "Your changes were withdrawn; the form shows the published version.",
    restoredHeld:
      "Revision {{number}} was restored into your changes waiting for review; the site still shows the published version.",
    saved: "Your changes were saved for review; the site still shows the published version.",
    title: "Changes waiting to be published",
    proposedBy: "Proposed by {{name}} on {{time}}",
    whatChanges: "What would change on the site:",
    noChanges: "These changes change nothing on the published listing.",
    publisherHint: "The form below shows the published version. Publish the changes, or send them back with a comment.",
    publisherStaleSentBack:
      "The published listing was saved after these changes were made, so they cannot be published. They were sent back: their editor withdraws them and makes them again on the published version.",
    publisherStale:
      "The published listing was saved after these changes were made, and publishing them would undo that save. Send them back so that they are made again on the published version.",
    publish: "Publish the changes",
    published: "The changes were published on the site.",
  },
};

export default reviewEn;
