import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Writing in an HTML field's rich-text editor the way an editor does: typing, the formatting toolbar by keyboard and
 * by mouse, the link form. `scope` holds one HTML field labelled `label` (a module's card, a form's fieldset).
 */
export function richTextField(page: Page, scope: Locator, label = 'Html') {
  return {
    page,
    scope,
    text: scope.getByRole('textbox', { name: `${label} *` }),
    toolbar: scope.getByRole('toolbar', { name: `Formatting of ${label}` }),
  };
}
export type RichTextField = ReturnType<typeof richTextField>;

/** Types `words` into the empty field and makes them a level-2 heading from the toolbar, reached and used by keyboard. */
export async function typeHeading({ page, text, toolbar }: RichTextField, words: string) {
  await text.click();
  await expect(text).toBeFocused();
  await page.keyboard.type(words);
  // The editor has taken the words (and updated its toolbar) before focus moves: on a busy machine Shift+Tab could
  // otherwise leave from wherever focus was a moment earlier (CI at 1c6e074).
  await expect(text).toContainText(words);
  // To the toolbar and along it by keyboard: Shift+Tab reaches its one tab stop, arrows move, Enter presses.
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Paragraph' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(text.locator('h2')).toHaveText(words);
}

/**
 * A new paragraph after what is written, `before` then `linked`; `linked` is selected and made a link to `href`.
 * `refused`, when given, is tried first and must be refused with the field's message.
 */
export async function typeLink({ page, scope, text, toolbar }: RichTextField, words: { before: string; linked: string; href: string; refused?: string }) {
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${words.before}${words.linked}`);
  for (let i = 0; i < words.linked.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = scope.getByLabel('Link address');
  await expect(address).toBeFocused();
  if (words.refused) {
    await address.fill(words.refused);
    await address.press('Enter');
    await expect(scope.getByRole('alert')).toContainText('This address is not allowed');
  }
  await address.fill(words.href);
  await address.press('Enter');
  await expect(text.getByRole('link', { name: words.linked })).toHaveAttribute('href', words.href);
}

/** A bulleted list of `items` after what is written (the cursor is at the end of the last paragraph). */
export async function typeList({ page, text, toolbar }: RichTextField, items: string[]) {
  await page.keyboard.press('End');
  for (const [index, item] of items.entries()) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(item);
    if (index === 0) {
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.press('End');
    }
  }
  await expect(text.getByRole('listitem')).toHaveText(items);
}
