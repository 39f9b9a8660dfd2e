import { useState } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import type { EditorModule } from '../api-client';
import { useT } from '../i18n';
import { moduleDeclaration } from '../registry';
import { moduleLabel } from '../registry/labels';
import ModulePicker from './arrange/ModulePicker';
import SortableTree from './tree/SortableTree';
import { moveItem } from './tree/tree-move';
import JsonField from './JsonField';
import { ObjectFields } from './SchemaFields';
import { describeStruct, emptyValue } from './schema-spec';
import styles from './Editor.module.css';

/** A fresh module of a registered type, with every required field present and visible. */
function newModule(type: string, label: string): EditorModule {
  const definition = moduleDeclaration(type);
  if (!definition) throw new Error(`unknown module type ${type}`);
  const base = emptyValue(describeStruct(definition.schema));
  const details = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  const id = `${type}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { id, name: label, type, details: { ...details, visible: true } };
}

/** One module: its name, its generated details form, and the move / hide / remove controls. */
function ModuleCard({ index, count, module }: { index: number; count: number; module: EditorModule }) {
  const t = useT();
  const form = useForm();
  const definition = moduleDeclaration(module.type);
  const spec = definition ? describeStruct(definition.schema) : null;
  const hidden = module.details?.visible === false;
  const name = `modules[${index}]`;
  const move = (to: number) => {
    const list = [...(form.getState().values.modules as EditorModule[])];
    const [item] = list.splice(index, 1);
    list.splice(to, 0, item);
    form.change('modules', list);
  };
  const legend = `${module.name || module.id} · ${moduleLabel(t, module.type)}${hidden ? ` · ${t('editor.page.hidden')}` : ''}`;
  return (
    <fieldset className={hidden ? `${styles.module} ${styles.hiddenModule}` : styles.module} data-module-id={module.id}>
      <legend>{legend}</legend>
      <div className={styles.moduleTools}>
        <button type="button" disabled={index === 0} onClick={() => move(index - 1)}>{t('editor.page.moveUp')}</button>
        <button type="button" disabled={index === count - 1} onClick={() => move(index + 1)}>{t('editor.page.moveDown')}</button>
        <button type="button" aria-pressed={hidden} onClick={() => form.change(`${name}.details.visible`, hidden)}>
          {hidden ? t('editor.page.show') : t('editor.page.hide')}
        </button>
        <button type="button" onClick={() => form.change('modules', (form.getState().values.modules as EditorModule[]).filter((_, i) => i !== index))}>
          {t('editor.page.remove')}
        </button>
      </div>
      <div className={styles.field}>
        <label htmlFor={`module-name-${index}`}>{t('editor.page.moduleName')}</label>
        <Field name={`${name}.name`} component="input" id={`module-name-${index}`} parse={(v) => v ?? ''} />
      </div>
      {spec?.kind === 'object' ? (
        <ObjectFields name={`${name}.details`} spec={spec} skip={['visible']} />
      ) : (
        <>
          {!definition ? <p>{t('editor.page.unknownType', { type: module.type })}</p> : null}
          <JsonField name={`${name}.details`} label={t('editor.field.json', { name: t('editor.field.details') })} rows={10} />
        </>
      )}
    </fieldset>
  );
}

/**
 * The page's modules in order: dragged by their handles (or moved by keyboard, announced) and by the up/down buttons,
 * plus the picker that adds any registered module type.
 */
export default function ModuleList() {
  const t = useT();
  const form = useForm();
  const { input } = useField<EditorModule[]>('modules', { subscription: { value: true } });
  const modules = Array.isArray(input.value) ? input.value : [];
  const [added, setAdded] = useState('');
  const items = modules.map((m) => ({ id: m.id, label: `${m.name || m.id} · ${moduleLabel(t, m.type)}`, children: [], canHaveChildren: false }));
  return (
    <section aria-labelledby="modules-heading">
      <h2 id="modules-heading">{t('editor.page.modules')}</h2>
      {modules.length === 0 ? <p>{t('editor.page.noModules')}</p> : null}
      <SortableTree
        items={items}
        label={t('editor.page.modules')}
        maxDepth={0}
        onMove={(move) => {
          const order = moveItem(items, move).map((item) => item.id);
          const current = form.getState().values.modules as EditorModule[];
          form.change('modules', order.map((id) => current.find((m) => m.id === id)!));
        }}
        renderItem={(item) => {
          const index = modules.findIndex((m) => m.id === item.id);
          return <ModuleCard index={index} count={modules.length} module={modules[index]} />;
        }}
      />
      <div className={styles.addModule}>
        <ModulePicker
          onPick={(type, label) => {
            form.change('modules', [...(form.getState().values.modules as EditorModule[] ?? []), newModule(type, label)]);
            setAdded(t('arrange.picker.added', { label }));
          }}
        />
        <p role="status" className={styles.visuallyHidden}>{added}</p>
      </div>
    </section>
  );
}
