/** The largest id a row can have: the databases' 32-bit integer columns (PostgreSQL refuses a larger number). */
export const maxRowId = 2_147_483_647;

export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxRowId;
}

/**
 * An id as a URL writes it (`/en/auction/12`): digits only, no leading zero, at most maxRowId; otherwise
 * undefined. Pages and routes read ids with this (or rowIdParam) so that no number a row cannot have reaches SQL.
 */
export function parseRowId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return isRowId(id) ? id : undefined;
}
