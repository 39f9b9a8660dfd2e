import { render, screen, within } from '@testing-library/react';
import DocTree from './DocTree';
import { arrangeTree, pathTo, type CateNode } from './tree';

const doc = (id: number, name: string): CateNode => ({ id, pageCode: `d${id}`, type: 'DOCUMENT', name });
const nodes: CateNode[] = [
  { id: 1, pageCode: 'c1', type: 'DIRECTORY', name: 'Edge Functions', nestedCategory: true, children: [doc(11, 'Write a function')] },
  { id: 2, pageCode: 'c2', type: 'DIRECTORY', name: 'User Guide', children: [doc(21, 'Caching')] },
  { id: 3, pageCode: 'c3', type: 'DIRECTORY', name: 'Release Notes', children: [] },
];

describe('DocTree', () => {
  it('shows nested categories last, open and not togglable, and links documents to their article', () => {
    const tree = arrangeTree(nodes);
    const { container } = render(<DocTree nodes={tree} productCode="cdn" />);
    const items = container.querySelectorAll(':scope > div > ul > li');
    expect(items[2].getAttribute('data-nested')).toBe('true');
    const [heading, generated] = within(items[2] as HTMLElement).getAllByText('Edge Functions');
    expect(heading.getAttribute('aria-disabled')).toBe('true');
    // Its documents sit under a generated directory of the same name.
    expect(generated.tagName).toBe('SUMMARY');
    expect(screen.getByRole('link', { name: 'Write a function' }).getAttribute('href')).toBe('/docs/cdn/11/');
  });

  it('says an empty directory has no content', () => {
    render(<DocTree nodes={arrangeTree(nodes)} productCode="cdn" />);
    expect(screen.getByText('No content available')).toBeTruthy();
  });

  it('opens the directories leading to the current article and marks it', () => {
    const tree = arrangeTree(nodes);
    const { container } = render(<DocTree nodes={tree} productCode="cdn" currentId={21} openKeys={pathTo(tree, 21)} />);
    expect(screen.getByRole('link', { name: 'Caching' }).getAttribute('aria-current')).toBe('page');
    const userGuide = [...container.querySelectorAll('details')].find((d) => d.querySelector('summary')?.textContent === 'User Guide');
    expect(userGuide?.open).toBe(true);
  });
});
