import { stringify, type Stringifier } from 'csv-stringify';

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A plain decimal number such as our own money cells (`-5.00`, `24.50`) or a quantity. A
 * spreadsheet reads it as a number literal, which can hold no formula, function or DDE call;
 * prefixing it would turn a refund's price into text and break the supplier's sums.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell made safe to open in a spreadsheet: one that starts with `= + - @`, a tab or a carriage
 * return gets a leading `'`, so Excel, LibreOffice and Sheets show it as text instead of running
 * it (`=HYPERLINK(…)`, `-2+3+cmd|' /C calc'!A0`). Plain decimal numbers are the one exception.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/**
 * The one CSV writer of order exports: UTF-8 with a BOM (Excel otherwise reads UTF-8 as the local
 * code page; csv parsers skip it), RFC 4180 (CRLF between records, a field quoted when it holds a
 * comma, quote or line break), and every string cell — header, custom text, shopper data —
 * through `neutraliseFormula`, so no caller can forget it.
 */
export function createCsvWriter(): Stringifier {
  return stringify({ bom: true, record_delimiter: 'windows', cast: { string: (value) => neutraliseFormula(value) } });
}
