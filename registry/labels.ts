import type { MessageKey, Translate } from '../i18n';
import { isModuleType, moduleTypes, type ModuleType } from './index';

/** A string of a module type's (i18n/strings/module-types.ts); the type itself when there is none. */
function typeString(t: Translate, type: string, which: 'label' | 'description'): string {
  const key = `moduleTypes.${type}.${which}`;
  // A registered type's key is in the table (module-types.ts is keyed by ModuleType); a fixture's may not be.
  const text = isModuleType(type) ? t(key as MessageKey) : key;
  return text === key ? type : text;
}

/** A module type's label for staff; a type no module registers, or one not yet in the strings table, shows as itself. */
export const moduleLabel = (t: Translate, type: string): string => typeString(t, type, 'label');

/** Every module type with its label and description, sorted by label: the editor's picker. */
export function moduleChoices(t: Translate): Array<{ type: ModuleType; label: string; description: string }> {
  return moduleTypes
    .map((type) => ({ type, label: typeString(t, type, 'label'), description: typeString(t, type, 'description') }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
