import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { createCsvWriter, neutraliseFormula } from './csv-writer';

/** Issue 21 item 5: the shapes a shopper (or a template's custom text) can type. */
const FORMULAS = [
  '=HYPERLINK("http://x","y")',
  '+SUM(1,1)',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1,1)',
  '\t=1+2',
  '\r=1+2',
  '=1+3',
  '=1+9',
  '-',
  '+15125550142',
];

async function writeAndRead(records: string[][]): Promise<string[][]> {
  const csv = createCsvWriter();
  const out = text(csv);
  for (const record of records) csv.write(record);
  csv.end();
  return parse(await out, { bom: true, relax_column_count: true }) as string[][];
}

describe('the export CSV writer', () => {
  it("writes every cell starting with = + - @ tab or CR with a leading ' (header, shopper text, custom text)", async () => {
    const rows = await writeAndRead([['=Header', 'Name'], ...FORMULAS.map((cell) => [cell, 'ok'])]);
    expect(rows[0]).toEqual(["'=Header", 'Name']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(FORMULAS.map((cell) => `'${cell}`));
    expect(rows.slice(1).every((row) => row[1] === 'ok')).toBe(true);
  });

  it('leaves plain decimal numbers (a negative price) and ordinary text alone', async () => {
    const cells = ['-5.00', '24.50', '-3', '0', 'Ann Lee', ' =not at the start', 'a=b', 'Zoë "Q" Ångström, 東京'];
    const rows = await writeAndRead([cells]);
    expect(rows[0]).toEqual(cells);
  });

  it('prefixes numbers that are not plain decimals', () => {
    expect(neutraliseFormula('-5.00+1')).toBe("'-5.00+1");
    expect(neutraliseFormula('-1e5')).toBe("'-1e5");
    expect(neutraliseFormula('+5')).toBe("'+5");
  });
});
