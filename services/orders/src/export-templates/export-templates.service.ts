import { Brackets, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { hasRole, ROLES } from '@pod/contracts';
import { badInput, containsPattern, forbidden, isUuid, notFound, pageArgs, type Logger, type PageBounds, type UserContext } from '@pod/service-kit';
import { DEFINED_EXPORT_COLUMNS, isDefinedColumnKey, printFileByAreaKey, printFileByAreaLabel } from './export-columns';
import { ExportTemplateEntity, type ExportColumn, type ExportColumnType, type ExportTemplate } from './export-template.entity';

/** Spec 001 §9: export templates are listed 20 per page; -1 ("all", the exporter's template select) up to 500. */
export const EXPORT_TEMPLATE_PAGES: PageBounds = { size: 20, max: 100, all: 500 };

/** Bounds the SDL also declares (`@limit`); checked here too so every caller of the service gets them. */
export const TEMPLATE_LIMITS = { name: 255, columns: 100, columnName: 255, customText: 500 } as const;

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Template name is required.',
  configsRequired: 'Template configs is required.',
} as const;

export interface ExportTemplateFilter {
  limit?: number | null;
  offset?: number | null;
  name?: string | null;
  author_id?: string | null;
}

export interface ExportTemplateInput {
  name: string;
  data: ReadonlyArray<{ name: string; type: ExportColumnType | string; value: string }>;
  supplier_ids?: readonly string[] | null;
}

const COLUMN_TYPES: readonly string[] = ['custom_value', 'defined_value'] satisfies ExportColumnType[];

export function isAdministrator(user: UserContext): boolean {
  return user.isSuperAdmin || hasRole(user, ROLES.Administrator);
}

/** Spec 001 §6: edit and delete only for administrators or the template's author. */
export function canEditTemplate(user: UserContext, template: Pick<ExportTemplate, 'author_id'>): boolean {
  return isAdministrator(user) || template.author_id === user.id;
}

/**
 * Export templates (spec 001 §2, §3, §5, §6). Who sees what (README "Export templates"):
 * an Administrator sees every template; a Supporter every Administrator's template; anyone else
 * sees their own plus the templates an Administrator wrote that are shared with everybody (no
 * suppliers chosen) or with them.
 * Reading and cloning need `exportTemplates.read` (the resolvers check it); editing and
 * deleting need `exportTemplates.write` and being the author or an Administrator.
 */
export class ExportTemplatesService {
  private readonly repo: Repository<ExportTemplate>;

  constructor(
    db: DataSource,
    private readonly options: { findPrintAreaNames?: () => Promise<string[]>; logger?: Logger } = {},
  ) {
    this.repo = db.getRepository(ExportTemplateEntity);
  }

  /**
   * The picker's list: a print-file column per print-area name of the catalogue ("Print File
   * URL: Front", issue 21 item 6), placed before the positional ones, then the fixed columns.
   * A catalog that cannot answer leaves the by-name choices out (a saved by-name column still works).
   */
  async defaultColumns(): Promise<Array<{ name: string; value: string }>> {
    const names = await (this.options.findPrintAreaNames?.() ?? Promise.resolve([])).catch((err: unknown) => {
      this.options.logger?.warn({ err }, 'print-area names unavailable; the picker offers positional print-file columns only');
      return [] as string[];
    });
    const byArea = names.map((area) => ({ name: printFileByAreaLabel(area), value: printFileByAreaKey(area) }));
    const fixed = DEFINED_EXPORT_COLUMNS.map((column) => ({ name: column.label, value: column.key }));
    const firstPositional = fixed.findIndex((column) => column.value === 'print_area_1');
    return [...fixed.slice(0, firstPositional), ...byArea, ...fixed.slice(firstPositional)];
  }

  async list(user: UserContext, filter: ExportTemplateFilter = {}): Promise<{ count: number; hits: ExportTemplate[] }> {
    const { offset, limit } = pageArgs(filter, EXPORT_TEMPLATE_PAGES);
    const qb = this.visible(user);
    const name = filter.name?.trim();
    if (name) qb.andWhere('t.name ILIKE :pattern', { pattern: containsPattern(name) });
    if (filter.author_id) {
      // A malformed author id matches nothing rather than failing the uuid cast.
      if (!isUuid(filter.author_id)) return { count: 0, hits: [] };
      qb.andWhere('t.author_id = :authorId', { authorId: filter.author_id });
    }
    const [hits, count] = await qb.orderBy('t.created_at', 'DESC').addOrderBy('t.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { count, hits };
  }

  /** One template the user may see, else NOT_FOUND (nobody can probe ids they may not read). */
  async get(user: UserContext, id: string): Promise<ExportTemplate> {
    const template = isUuid(id) ? await this.visible(user).andWhere('t.id = :id', { id }).getOne() : null;
    if (!template) throw notFound('Export template not found');
    return template;
  }

  /** The same as `get` for callers that answer null (the `exportTemplate(id)` query, the exporter). */
  async find(user: UserContext, id: string): Promise<ExportTemplate | null> {
    if (!isUuid(id)) return null;
    return this.visible(user).andWhere('t.id = :id', { id }).getOne();
  }

  async create(user: UserContext, input: ExportTemplateInput): Promise<ExportTemplate> {
    const admin = isAdministrator(user);
    const fields = validate(input);
    return this.repo.save(
      this.repo.create({
        ...fields,
        author_id: user.id,
        by_admin: admin,
        supplier_ids: admin ? supplierIds(input.supplier_ids) : [],
      }),
    );
  }

  async update(user: UserContext, id: string, input: ExportTemplateInput): Promise<ExportTemplate> {
    const template = await this.editable(user, id);
    const fields = validate(input);
    template.name = fields.name;
    template.data = fields.data;
    // Only an Administrator chooses who an Administrator's template is shared with; a
    // non-admin's save keeps the list as it was (their form does not show it).
    if (isAdministrator(user) && template.by_admin && input.supplier_ids) template.supplier_ids = supplierIds(input.supplier_ids);
    return this.repo.save(template);
  }

  async delete(user: UserContext, id: string): Promise<boolean> {
    const template = await this.editable(user, id);
    await this.repo.delete({ id: template.id });
    return true;
  }

  /** A template the user sees (else NOT_FOUND) and may change (else FORBIDDEN). */
  private async editable(user: UserContext, id: string): Promise<ExportTemplate> {
    const template = await this.get(user, id);
    if (!canEditTemplate(user, template)) throw forbidden('Only the author or an Administrator can change this export template');
    return template;
  }

  private visible(user: UserContext): SelectQueryBuilder<ExportTemplate> {
    const qb = this.repo.createQueryBuilder('t');
    if (isAdministrator(user)) return qb;
    // A Supporter exports the staff's orders to any supplier, so it sees every Administrator's
    // template (whoever it is shared with); Sellers' and Suppliers' own templates stay theirs.
    const adminTemplates = hasRole(user, ROLES.Supporter) ? 't.by_admin' : `t.by_admin AND (cardinality(t.supplier_ids) = 0 OR :me = ANY(t.supplier_ids))`;
    return qb.andWhere(
      new Brackets((w) => {
        w.where('t.author_id = :me', { me: user.id }).orWhere(adminTemplates, { me: user.id });
      }),
    );
  }
}

/** The spec's messages first (§5), then the bounds; answers the fields to store. */
function validate(input: ExportTemplateInput): { name: string; data: ExportColumn[] } {
  const name = (input.name ?? '').trim();
  if (!name) throw badInput(TEMPLATE_MESSAGES.nameRequired, 'name');
  if (name.length > TEMPLATE_LIMITS.name) throw badInput(`Template name must be at most ${TEMPLATE_LIMITS.name} characters.`, 'name');
  const columns = input.data ?? [];
  if (!columns.length) throw badInput(TEMPLATE_MESSAGES.configsRequired, 'data');
  if (columns.length > TEMPLATE_LIMITS.columns) throw badInput(`A template has at most ${TEMPLATE_LIMITS.columns} columns.`, 'data');
  const data = columns.map((column, index): ExportColumn => {
    const row = index + 1;
    const columnName = (column.name ?? '').trim();
    if (!columnName) throw badInput(`Column ${row}: the column name is required.`, 'data');
    if (columnName.length > TEMPLATE_LIMITS.columnName) throw badInput(`Column ${row}: the column name must be at most ${TEMPLATE_LIMITS.columnName} characters.`, 'data');
    if (!COLUMN_TYPES.includes(column.type)) throw badInput(`Column ${row}: the type must be custom_value or defined_value.`, 'data');
    const type = column.type as ExportColumnType;
    const value = column.value ?? '';
    if (type === 'defined_value' && !isDefinedColumnKey(value)) throw badInput(`Column ${row}: choose a value from the list.`, 'data');
    if (type === 'custom_value' && value.length > TEMPLATE_LIMITS.customText) throw badInput(`Column ${row}: the custom value must be at most ${TEMPLATE_LIMITS.customText} characters.`, 'data');
    return { name: columnName, type, value };
  });
  return { name, data };
}

function supplierIds(ids: readonly string[] | null | undefined): string[] {
  const unique = [...new Set(ids ?? [])];
  if (unique.some((id) => !isUuid(id))) throw badInput('Choose suppliers from the list.', 'supplier_ids');
  if (unique.length > 100) throw badInput('At most 100 suppliers.', 'supplier_ids');
  return unique;
}
