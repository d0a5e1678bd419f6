/**
 * The form runtime's public entry for hosts (src/, designer/): mount `DynamicForm` with a config
 * and an implementation of `RuntimeServices`.
 */
export { DynamicForm, type DynamicFormProps, type FormValues } from './DynamicForm';
export { ConfigErrorPanel } from './ConfigErrorPanel';
export {
  RuntimeServicesProvider,
  useRuntimeServices,
  type RuntimeServices,
  type RuntimeContextInfo,
  type FetchOptionsRequest,
  type FetchQualificationRequest,
  type UploadMeta,
} from '../../services';
export { compileForm, type CompiledForm } from '../../core/compile';
export { checkFormConfig, formatProblem, type ConfigProblem } from '../../core/check-config';
export { defineFieldType } from '../../fields/define';
export { Registry, createFieldRegistry, FieldRegistryContext, type FieldRegistry, type FieldTypeDefinition, type FieldProps } from '../../core/registry';
export { defaultFieldTypes, createDefaultFieldRegistry } from '../../fields';
export { useFormColumns, spanFor } from '../../core/layout';
export { SELECTION_LIMIT, SELECTION_LIMIT_KEYS, MSG } from '../../core/constants';
export { fieldProblemsOf, showFieldProblems, scrollToFirstError, type FieldProblem } from './server-problems';
