import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { moduleDeclaration } from '../../registry';
import { moduleChoices } from '../../registry/labels';
import ModuleSketch from './ModuleSketch';
import styles from './Arrange.module.css';

/** Arrow keys walk the options (and leave the search box for the first one); Tab works as well. */
function walk(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const options = [...list.querySelectorAll<HTMLButtonElement>('button')];
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : at - 1;
  event.preventDefault();
  if (next < 0) list.closest('[role=dialog]')?.querySelector<HTMLInputElement>('input[type=search]')?.focus();
  else options[next]?.focus();
}

/**
 * The dialog that adds a module: every registered type (the registry's declarations) with its label, description and
 * sketch, filtered as the editor types. A newly registered type is listed with no change here.
 */
export default function ModulePicker({ onPick, disabled }: { onPick: (type: string, label: string) => void; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const needle = query.trim().toLocaleLowerCase();
  const choices = moduleChoices(t).filter(({ type, label, description }) => !needle || [type, label, description].some((s) => s.toLocaleLowerCase().includes(needle)));
  return (
    <Dialog.Root open={open} onOpenChange={(next) => { setOpen(next); if (!next) setQuery(''); }}>
      <Dialog.Trigger asChild>
        <button type="button" disabled={disabled}>{t('arrange.picker.open')}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.picker}>
          <Dialog.Title className={styles.pickerTitle}>{t('arrange.picker.title')}</Dialog.Title>
          <Dialog.Description>{t('arrange.picker.intro')}</Dialog.Description>
          <div className={styles.search}>
            <label htmlFor={`${id}-search`}>{t('arrange.picker.search')}</label>
            <input id={`${id}-search`} type="search" value={query} autoComplete="off" onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => walk(e, list.current)} />
          </div>
          {choices.length === 0 ? <p role="status">{t('arrange.picker.none', { query })}</p> : null}
          <ul ref={list} className={styles.choices} aria-label={t('arrange.picker.title')} onKeyDown={(e) => walk(e, list.current)}>
            {choices.map(({ type, label, description }) => (
              <li key={type}>
                <button
                  type="button"
                  className={styles.choice}
                  data-module-type={type}
                  aria-labelledby={`${id}-${type}`}
                  aria-describedby={description !== type ? `${id}-${type}-d` : undefined}
                  onClick={() => {
                    onPick(type, label);
                    setOpen(false);
                    setQuery('');
                  }}
                >
                  <ModuleSketch declaration={moduleDeclaration(type)} />
                  <span className={styles.choiceText}>
                    <strong id={`${id}-${type}`}>{label}</strong>
                    {description !== type ? <span id={`${id}-${type}-d`}>{description}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Dialog.Close asChild>
            <button type="button" className={styles.close}>{t('arrange.picker.close')}</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
