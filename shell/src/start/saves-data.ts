/** The visitor asked their browser to save data (Data Saver): nothing is fetched ahead for them. */
export function visitorSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
