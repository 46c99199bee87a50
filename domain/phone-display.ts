/**
 * Formats an international digits-only number for display, e.g. +966 50 000 0000.
 * Apart from the company schema so that pages showing a number do not load zod.
 */
export function formatPhone(digits: string): string {
  const saudi = /^966(\d{2})(\d{3})(\d{4})$/.exec(digits);
  if (saudi) return `+966 ${saudi[1]} ${saudi[2]} ${saudi[3]}`;
  return `+${digits}`;
}
