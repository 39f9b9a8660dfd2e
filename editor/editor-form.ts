import { createForm, type Config, type FormApi } from 'final-form';
import type { FormEvent } from 'react';

/**
 * A final-form whose module list is loaded as values, not as initialValues. react-final-form 7 gives a field that
 * registers without existing state (after a move, a removal and an add) the value at its path in initialValues,
 * so a module or list item mounting at an index would take the old content of that index. Keeping the list out
 * of initialValues keeps every edit where the editor put it; `hasChanges` replaces final-form's dirty flag.
 */
export function createEditorForm<V extends object, K extends keyof V>(config: Omit<Config<V>, 'initialValues'>, loaded: V, listKey: K): FormApi<V> {
  const { [listKey]: list, ...rest } = loaded;
  const form = createForm<V>({ ...config, initialValues: rest as Partial<V> });
  form.change(listKey as never, list as never);
  return form;
}

/**
 * The <form>'s submit handler for an editor form. final-form does not submit while a field is invalid and says
 * nothing: onInvalid tells the editor so (the fields show their own messages).
 */
export function submitOrReportInvalid(handleSubmit: (event: FormEvent) => unknown, form: { getState(): { hasValidationErrors?: boolean } }, onInvalid: () => void) {
  return async (event: FormEvent) => {
    await handleSubmit(event);
    if (form.getState().hasValidationErrors) onInvalid();
  };
}

/** True when the values differ from what was loaded (key order aside, as JSON). */
export function hasChanges(values: unknown, loaded: unknown): boolean {
  return stable(values) !== stable(loaded);
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
