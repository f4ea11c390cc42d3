import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The seeded "Supplier production sheet" (DEMO_EXPORT_TEMPLATE_IDS.supplier; a fixed id, so no import of the seed). */
const SUPPLIER_SHEET = '00000000-0000-4000-a013-000000000001';

/**
 * Issue 21 item 6: the seeded supplier sheet named its columns "Front print file" and "Back print
 * file" but read positions 1 and 2, which followed the designs' creation order (Back first on
 * the T-shirt). Its two columns become by-name print-file columns (`print_file_url:Front`,
 * `print_file_url:Back`), as the seed now writes them. Only those exact seeded columns change:
 * other templates' positional columns keep working, now in the product type's print-area order.
 */
export class PrintFilesByArea1764350000000 implements MigrationInterface {
  name = 'PrintFilesByArea1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await this.swap(q, [
      ['Front print file', 'print_file_url_1', 'print_file_url:Front'],
      ['Back print file', 'print_file_url_2', 'print_file_url:Back'],
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.swap(q, [
      ['Front print file', 'print_file_url:Front', 'print_file_url_1'],
      ['Back print file', 'print_file_url:Back', 'print_file_url_2'],
    ]);
  }

  /** Rewrites the sheet's defined columns named `name` whose value is `from` to `to`, in place (column order kept). */
  private async swap(q: QueryRunner, columns: Array<[name: string, from: string, to: string]>): Promise<void> {
    for (const [name, from, to] of columns) {
      await q.query(
        `UPDATE "orders"."export_templates" t
            SET "data" = (
              SELECT jsonb_agg(CASE WHEN c.col->>'type' = 'defined_value' AND c.col->>'name' = $2 AND c.col->>'value' = $3
                                    THEN jsonb_set(c.col, '{value}', to_jsonb($4::text)) ELSE c.col END ORDER BY c.ord)
                FROM jsonb_array_elements(t."data") WITH ORDINALITY AS c(col, ord))
          WHERE t."id" = $1 AND jsonb_typeof(t."data") = 'array' AND jsonb_array_length(t."data") > 0`,
        [SUPPLIER_SHEET, name, from, to],
      );
    }
  }
}
