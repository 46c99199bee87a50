// Apart from domain/area-text.ts so that the list filters (domain/listing-query.ts, on every list page) can check an
// area's length without bringing the area's reader, and the digits it reads, into the pages' shared code.

/** Room for the largest area written with spaces or extra decimals; anything longer is refused unread. */
export const maxAreaTextLength = 2000;
