/** The largest id a row can have: the databases' 32-bit integer columns (PostgreSQL refuses a larger number). */
export const maxRowId = 2_147_483_647;

export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxRowId;
}
