/** "2022–2026", or "2026" when the project started this year. */
export function copyrightYears(since: number, year: number): string {
  return year > since ? `${since}–${year}` : String(year);
}
