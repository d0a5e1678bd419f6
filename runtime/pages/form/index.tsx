import { DynamicForm } from '../../blocks/form/DynamicForm';
import { definePageView } from '../define';

/** A detail form: one record's fields in groups, in edit or read mode. */
export default definePageView({ kind: 'form', opens: 'detail', Page: DynamicForm });
