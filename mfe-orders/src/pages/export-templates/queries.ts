import { graphql, type ResultOf } from '@pod/platform';

/** Spec 001 §9: export templates are listed 20 per page. */
export const EXPORT_TEMPLATES_PAGE_SIZE = 20;
/** Typing in the search box waits this long before asking the server. */
export const TEMPLATE_SEARCH_DEBOUNCE_MS = 300;
/** Bounds the server checks too (orders service, export-templates.service.ts). */
export const TEMPLATE_LIMITS = { name: 255, columns: 100, customText: 500 } as const;

export const EXPORT_TEMPLATE_FIELDS = graphql(`
  fragment ExportTemplateFields on ExportTemplate @_unmask {
    id
    name
    author_id
    author { id first_name last_name }
    data { name type value }
    supplier_ids
    suppliers { id first_name last_name }
    shared
    can_edit
    created_at
    updated_at
  }
`);

export const EXPORT_TEMPLATES_QUERY = graphql(
  `
    query ExportTemplatesList($filter: ExportTemplateFilter) {
      exportTemplates(filter: $filter) {
        count
        hits { ...ExportTemplateFields }
      }
    }
  `,
  [EXPORT_TEMPLATE_FIELDS],
);

export const EXPORT_TEMPLATE_QUERY = graphql(
  `
    query ExportTemplateById($id: ID!) {
      exportTemplate(id: $id) { ...ExportTemplateFields }
    }
  `,
  [EXPORT_TEMPLATE_FIELDS],
);

/** The picker of defined_value columns: label (name) and key (value). */
export const DEFAULT_EXPORT_COLUMNS_QUERY = graphql(`
  query DefaultExportColumns {
    defaultExportColumns { name value }
  }
`);

/** Spec 001 §6: the Supplier users loaded on the export-template screen (the Administrator's "Suppliers" and author filter). */
export const SUPPLIERS_QUERY = graphql(`
  query ExportTemplateSuppliers {
    usersByRole(role: "Supplier", status: true) { id first_name last_name }
  }
`);

export const CREATE_EXPORT_TEMPLATE_MUTATION = graphql(
  `
    mutation CreateExportTemplate($input: ExportTemplateInput!) {
      createExportTemplate(input: $input) { ...ExportTemplateFields }
    }
  `,
  [EXPORT_TEMPLATE_FIELDS],
);

export const UPDATE_EXPORT_TEMPLATE_MUTATION = graphql(
  `
    mutation UpdateExportTemplate($id: ID!, $input: ExportTemplateInput!) {
      updateExportTemplate(id: $id, input: $input) { ...ExportTemplateFields }
    }
  `,
  [EXPORT_TEMPLATE_FIELDS],
);

export const DELETE_EXPORT_TEMPLATE_MUTATION = graphql(`
  mutation DeleteExportTemplate($id: ID!) {
    deleteExportTemplate(id: $id)
  }
`);

export type ExportTemplateRow = ResultOf<typeof EXPORT_TEMPLATES_QUERY>['exportTemplates']['hits'][number];
export type ExportColumnRow = ExportTemplateRow['data'][number];
export type DefaultExportColumn = ResultOf<typeof DEFAULT_EXPORT_COLUMNS_QUERY>['defaultExportColumns'][number];
export type SupplierOption = ResultOf<typeof SUPPLIERS_QUERY>['usersByRole'][number];
