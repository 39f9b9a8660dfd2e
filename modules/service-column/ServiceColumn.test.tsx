import { render, screen } from '@testing-library/react';
import ServiceColumn from './ServiceColumn';

it('serviceColumn renders one column per service with its links', () => {
  const details = { columns: [{ title: 'Security', description: 'WAF and DDoS', links: [{ title: 'WAF', url: '/cloud-security/web-application-firewall/' }] }, { title: 'Media' }] };
  render(<ServiceColumn id="s" name="" details={details} data={undefined} />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Security', 'Media']);
  expect(screen.getByRole('link', { name: 'WAF' })).toHaveAttribute('href', '/cloud-security/web-application-firewall/');
});
