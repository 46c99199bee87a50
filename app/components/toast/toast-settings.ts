/** Spec §4 and §9: notifications close after 5000 ms and are dragged away past 80 % of their width. */
export const toastAutoCloseMs = 5000;
export const toastDragPercent = 80;
