import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

/**
 * Cheap guards against expensive documents, run during validation before any subgraph is
 * called. graphql-armor's rules are plain graphql-js validation rules, so they plug into
 * Apollo Server's `validationRules` without its envelop plugin.
 */
export function queryLimitRules(limits: { maxDepth: number; maxAliases: number }): ValidationRule[] {
  // By default the rules throw (their envelop plugin catches that); reporting instead makes
  // them ordinary validation errors that Apollo returns with the other document errors.
  const report = { propagateOnRejection: false, onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)] };
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, exposeLimits: true, ...report }) as unknown as ValidationRule,
    maxAliasesRule({ n: limits.maxAliases, exposeLimits: true, ...report }) as unknown as ValidationRule,
  ];
}
