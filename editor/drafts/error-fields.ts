import { refusalErrors } from '../field-errors';

/** One message of a form's errors, at its field's path ('modules.0.details.items.1.label'). */
export interface FieldMessage {
  path: string;
  message: string;
}

/** final-form's nested error object as a list, in form order (objects and lists walked depth first). */
export function flattenErrors(errors: unknown, prefix = ''): FieldMessage[] {
  if (typeof errors === 'string') return prefix ? [{ path: prefix, message: errors }] : [];
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors).flatMap(([key, value]) => flattenErrors(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The API's 400 (its data.field, a dotted path in the request body) as submission errors at the form field that holds
 * it. `routes` pairs a body path with the form path that edits it, most specific first: [['data.seo', 'seo'], ['title', 'title']].
 */
export function refusalToErrors(error: unknown, routes: Array<[string, string]>): object | undefined {
  for (const [from, to] of routes) {
    const errors = refusalErrors(error, from, to);
    if (errors) return errors;
  }
  return undefined;
}

/** 'modules.0.details.items.1' -> 'modules[0].details.items[1]', the form's own spelling of a field name. */
export const bracketed = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
/** The id the generated fields give a name (editor/SchemaFields.tsx, JsonField.tsx). */
const generatedId = (name: string) => `f-${name.replace(/[^\w-]/g, '-')}`;

/**
 * The control that edits `path` inside `root`, or the nearest one above it (a JSON field holds everything below
 * it): by name attribute, then by the generated id.
 */
export function fieldElement(root: ParentNode, path: string): HTMLElement | null {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const dotted = parts.slice(0, n).join('.');
    const name = bracketed(dotted);
    for (const selector of [attr('name', name), attr('name', dotted), attr('id', generatedId(name))]) {
      const found = root.querySelector<HTMLElement>(selector);
      if (found) return found;
    }
  }
  return null;
}

/** An attribute selector for any value (quotes and backslashes escaped). */
const attr = (key: string, value: string) => `[${key}="${value.replace(/["\\]/g, '\\$&')}"]`;

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s*\*\s*$/, '').replace(/\s+/g, ' ').trim();

/**
 * What an editor calls the field: the legends of the groups it sits in (module, list item) and its label,
 * e.g. "Banner · Hero › Item 2 › Title".
 */
export function fieldName(element: HTMLElement, root: Element): string {
  const parts: string[] = [];
  const label = element.id ? root.querySelector(`label${attr('for', element.id)}`) : element.closest('label');
  if (label) parts.push(clean(label.textContent));
  for (let group = element.closest('fieldset'); group && root.contains(group); group = group.parentElement?.closest('fieldset') ?? null) {
    const legend = group.querySelector(':scope > legend');
    if (legend) parts.unshift(clean(legend.textContent));
  }
  return parts.filter(Boolean).join(' › ');
}
