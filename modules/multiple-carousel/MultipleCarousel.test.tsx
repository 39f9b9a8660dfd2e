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

it("multipleCarousel offers a library image's resized variants", () => {
  const { container } = render(<MultipleCarousel id="m" name="" details={{ items: [{ title: 'One', image: '/media/0123456789abcdef0123456789abcdef-1600x900.png' }], perView: 2 }} data={undefined} />);
  expect(container.querySelector('img')!.getAttribute('srcset')).toContain('.w960.webp 960w');
});
