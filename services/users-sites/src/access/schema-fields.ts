import { Kind, parse } from 'graphql';
import { readSchemaFiles } from '@pod/service-kit';

const SDL = readSchemaFiles(new URL('..', import.meta.url));

/** The field names of an object type of this subgraph's schema. */
export function fieldsOf(typeName: string): string[] {
  for (const def of parse(SDL).definitions) {
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION && def.name.value === typeName) return (def.fields ?? []).map((f) => f.name.value);
  }
  throw new Error(`type ${typeName} is not in the users-sites schema`);
}
