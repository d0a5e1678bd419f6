import { BundleMenu, MenuItem } from './system';
import { FieldOption, RuleCondition } from './form';

/**
 * Schemas with an `$id`, referenced by `Type.Ref` elsewhere. They are registered once with each
 * validator (the shared ajv here, Fastify's through `addSchema`) because recursive schemas must
 * not be inlined twice under the same id.
 */
export const SHARED_SCHEMAS = [MenuItem, BundleMenu, FieldOption, RuleCondition];
