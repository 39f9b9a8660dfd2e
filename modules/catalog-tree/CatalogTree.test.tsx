import { render, screen } from '@testing-library/react';
import CatalogTree from './CatalogTree';
import { loadProductTree, loadSolutionTree } from './load.server';

const tree = [
  { id: 1, name: 'Cloud Security', url: '/cloud-security/', children: [{ classify: true, name: 'Protect', children: [{ id: 2, name: 'Bot Shield', url: '/cloud-security/bot-shield/' }] }] },
];

describe('productTree / solutionTree', () => {
  it('renders top nodes, classify groups and leaf links', () => {
    render(<CatalogTree id="t" name="" details={{}} data={{ tree }} />);
    expect(screen.getByRole('link', { name: 'Cloud Security' })).toHaveAttribute('href', '/cloud-security/');
    expect(screen.getByText('Protect').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'Bot Shield' })).toHaveAttribute('href', '/cloud-security/bot-shield/');
  });

  it('loads the products or the solutions tree', async () => {
    const get = jest.fn(async (_path: string) => tree);
    const ctx = { api: { get } as never, locale: 'en' as const, query: {}, preview: false, userAgent: '' };
    await loadProductTree({}, ctx);
    await loadSolutionTree({}, ctx);
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/products', '/solutions']);
  });
});
