import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FormIssue, Schema } from './json-schema';

/** What a field hands its parent: a new value, or ABSENT to remove its key from the parent object. */
export const ABSENT: unique symbol = Symbol('absent');
export type Edit = unknown;
export type OnEdit = (next: Edit) => void;

export interface FieldProps {
  schema: Schema;
  value: unknown;
  onChange: OnEdit;
  path: string;
  label: string;
  /** The property name, for choices such as a textarea for `html`. */
  name: string;
  /** Shown after the control: the None switch of a nullable field, the Remove button of an optional one. */
  adornment?: ReactNode;
  /** An optional field without a default: emptying its text removes the key. */
  emptyIsAbsent?: boolean;
  isRoot?: boolean;
}

/**
 * What SchemaForm hands every field. `Field` is the dispatcher that picks a control for a schema: the fields that
 * hold other fields (objects, lists, unions, nullables) render their children through it, so no field file imports
 * the dispatcher that imports it.
 */
export interface FormContext {
  root: Schema;
  idPrefix: string;
  issues: readonly FormIssue[];
  Field: ComponentType<FieldProps>;
}

const Context = createContext<FormContext | null>(null);
export const FormContextProvider = Context.Provider;

export function useFormContext(): FormContext {
  const context = useContext(Context);
  if (context === null) throw new Error('A schema form field renders inside SchemaForm.');
  return context;
}
