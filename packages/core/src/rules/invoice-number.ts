/**
 * An invoice's number as people read it: the year and the number within the year, `2026-15`
 * (the sequence starts again each year, so the year makes it unique). The purpose of payment
 * carries it, and the bank statement is matched by it (issue 34).
 */
export function invoiceNumberText(year: number, number: number): string {
  return `${year}-${number}`;
}

const invoiceNumberPattern = /(?<![\d-])(20\d{2})\s?-\s?(\d{1,7})(?!\d|-\d)/g;

/** Every invoice number a purpose of payment names, in order, without repeats. */
export function invoiceNumbersIn(purpose: string): { year: number; number: number }[] {
  const found = new Map<string, { year: number; number: number }>();
  for (const match of purpose.matchAll(invoiceNumberPattern)) {
    const year = Number(match[1]);
    const number = Number(match[2]);
    if (number > 0) found.set(`${year}-${number}`, { year, number });
  }
  return [...found.values()];
}
