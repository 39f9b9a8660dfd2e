import { render, screen } from '@testing-library/react';
import Stats from './Stats';

it('stats pairs each figure with its label', () => {
  render(<Stats id="s" name="" details={{ title: 'Network', items: [{ value: '3,200+', label: 'PoPs' }, { value: '200 Tbps', label: 'Capacity' }] }} data={undefined} />);
  expect(screen.getByText('PoPs').nextElementSibling).toHaveTextContent('3,200+');
  expect(screen.getAllByRole('definition')).toHaveLength(2);
});
