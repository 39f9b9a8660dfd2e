import { render, screen } from '@testing-library/react';
import RegionDetail from './RegionDetail';

it('regionDetail lists the PoP cities, ISP partners and scrubbing capacity', () => {
  const details = { cities: [{ city: 'Lagos', country: 'Nigeria' }, { city: 'Nairobi', country: 'Kenya' }], ispText: 'Peering with local carriers', scrubbingTbps: 24, scrubbingText: 'Attacks are absorbed in region.' };
  render(<RegionDetail id="r" name="" details={details} data={undefined} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lagos Nigeria', 'Nairobi Kenya']);
  expect(screen.getByRole('heading', { name: 'Local ISP partners' })).toBeInTheDocument();
  expect(screen.getByText('Over 24 Tbps')).toBeInTheDocument();
});
