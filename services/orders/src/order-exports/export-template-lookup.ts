import type { DataSource } from 'typeorm';
import { can } from '@pod/contracts';
import { isUuid } from '@pod/service-kit';
import { ExportTemplateEntity } from '../export-templates/export-template.entity';
import type { FindExportTemplate } from './order-exports.service';

/**
 * Which template an export may use: staff (`orders.readAll`) any; anyone else their own, or an
 * Administrator's template shared with them (no supplier list, or one naming them) — the
 * sharing rule of export-templates.graphql `supplier_ids`. Anything else is "not found".
 */
export function exportTemplatesIn(db: DataSource): FindExportTemplate {
  return async (user, id) => {
    if (!isUuid(id)) return null;
    const template = await db.getRepository(ExportTemplateEntity).findOneBy({ id });
    if (!template) return null;
    const usable =
      can(user, 'orders.readAll') ||
      template.author_id === user.id ||
      (template.by_admin && (template.supplier_ids.length === 0 || template.supplier_ids.includes(user.id)));
    return usable ? { id: template.id, name: template.name, data: template.data } : null;
  };
}
