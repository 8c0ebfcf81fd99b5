export {
  LockedNote,
  OverallReviewDialog,
  type OverallReviewDialogProps,
  type ReviewTemplate,
} from './overall-review-dialog.js';
