import { render, screen, within } from '@testing-library/react';
import type { ApiDocSummary, ApiProductDirectory } from '../../api-client/docs';
import DocApiList from './DocApiList';

const api = (id: number, access: ApiDocSummary['access']): ApiDocSummary => ({
  id, name: `API ${id}`, pageCode: `api-${id}`, method: 'GET', path: `/v1/${id}`, version: '2024-06-01', versions: ['2024-06-01'],
  releaseTime: '2024-06-01T00:00:00Z', access, params: [], url: `/docs/api/cdn/${id}/`,
});
const directory = (over: Partial<ApiProductDirectory>): ApiProductDirectory => ({
  id: 1, productCode: 'cdn', name: 'CDN API', loggedIn: false, permitted: null,
  categories: [{ id: 10, name: 'Domains', documents: [api(1, null)] }], ...over,
});
const renderList = (dir: ApiProductDirectory) =>
  render(<DocApiList id="m" name="" details={{ productCode: 'cdn' }} data={{ directory: dir, devLoginEnabled: true }} />);

// The login prompt builds a browser API client; nothing is sent in these tests.
beforeAll(() => {
  globalThis.fetch = jest.fn() as unknown as typeof fetch;
});

describe('DocApiList', () => {
  it('lists APIs with the columns title, release time, action, version', () => {
    renderList(directory({}));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Release time', 'Action', 'Version']);
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toBe('2024-06-01');
    expect(cells[3]).toBe('2024-06-01');
    expect(within(table).getByRole('link', { name: 'Debug' }).getAttribute('href')).toBe('/docs/api/cdn/1/#api-explorer');
  });

  it('offers visitors the customer login, with the development login when enabled', () => {
    renderList(directory({}));
    expect(screen.getByText('To get more info, use your customer account')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Developer login' })).toBeTruthy();
  });

  it('shows customers their access flags, and says when no API is open to them', () => {
    renderList(directory({ loggedIn: true, permitted: false, categories: [{ id: 10, name: 'Domains', documents: [api(1, 'unauthorized')] }] }));
    expect(screen.getByText('You do not have API permission under this product service')).toBeTruthy();
    expect(screen.getByText('No authority')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Developer login' })).toBeNull();
  });

  it('names all four access flags', () => {
    const docs = [api(1, 'authorized'), api(2, 'unauthorized'), api(3, 'restricted'), api(4, 'deprecated')];
    renderList(directory({ loggedIn: true, permitted: true, categories: [{ id: 10, name: 'Domains', documents: docs }] }));
    for (const label of ['Has authority', 'No authority', 'Restricted', 'To be deprecated']) expect(screen.getByText(label)).toBeTruthy();
  });
});
