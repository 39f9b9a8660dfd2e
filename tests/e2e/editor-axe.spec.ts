import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { ADMIN, openSiteDocuments, signIn } from './support/editor';

// Axe reads every node: the page list (every seeded page) and the home page's module forms are large.
test.describe.configure({ timeout: 180_000 });

// Looks only: nothing is saved, so the other browser tests see the seed.
test('axe: the sign-in screen, as shown and after a refused password', async ({ page }) => {
  await page.goto('/editor/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Next's route announcer is an alert too (empty): the sign-in form's own alert is the one with the message.
  await expect(page.getByRole('alert').filter({ hasText: 'Email or password is wrong.' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe: the page list and the page editor', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const filters = page.getByRole('search');
  await filters.getByLabel('Language').selectOption('EN_US');
  await filters.getByLabel('Search pages').fill('home');
  await page.getByRole('link', { name: 'Edit / (EN_US)' }).click();
  await expect(page.getByRole('heading', { name: 'Editing / (EN_US)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('axe: site documents and redirects (mappings)', async ({ page }) => {
  await signIn(page);
  await openSiteDocuments(page);
  await expect(page.getByRole('heading', { name: 'Redirects' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const type of ['header', 'footer']) {
    await page.getByLabel('Document', { exact: true }).selectOption({ label: type });
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    expect(await axeViolations(page), type).toEqual([]);
  }
});

test('axe: the leads inbox', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
