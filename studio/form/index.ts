export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { JsonEditor, type JsonEditorProps } from './JsonEditor';
