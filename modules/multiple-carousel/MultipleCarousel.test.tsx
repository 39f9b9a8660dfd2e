import { fireEvent, render, screen } from '@testing-library/react';
import MultipleCarousel from './MultipleCarousel';

it('multipleCarousel pages through its cards perView at a time', () => {
  const items = ['One', 'Two', 'Three', 'Four', 'Five'].map((title) => ({ title }));
  render(<MultipleCarousel id="m" name="" details={{ items, perView: 2 }} data={undefined} />);
  const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(titles()).toEqual(['One', 'Two']);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(titles()).toEqual(['Five']);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});
