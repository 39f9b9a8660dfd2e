import type { MenuItem } from '../../api-client';

/** A small menu in the API's shape, for the header tests. */
const link = (ID: number, title: string, url: string, extra: Partial<MenuItem> = {}): MenuItem => ({ ID, title, url, ...extra });

export const fixtureMenus: MenuItem[] = [
  {
    ID: 1,
    title: 'Company',
    url: '/about-edgenova/',
    children: [{ ID: 101, title: 'About Us', url: '', children: [link(102, 'Why Edgenova', '/why-edgenova/'), link(103, 'Careers', 'https://careers.example/', { linkType: 'href' })] }],
    promotion: { title: 'See the edge', content: 'A short tour', urlText: 'Watch the video', url: '/videos/tour/' },
  },
  {
    ID: 2,
    title: 'Products',
    url: '',
    children: [
      {
        ID: 201,
        title: 'Media Delivery',
        url: '/media-delivery/',
        children: [link(202, 'Live Streaming', '/product/live/'), link(203, 'K-Player', '/product/k-player/', { displayOnly: ['KO_KR'] })],
      },
    ],
  },
  { ID: 3, title: 'Solutions', url: '', children: [{ ID: 301, title: 'Gaming', url: '/solutions/gaming/' }] },
  { ID: 4, title: 'Resources', url: '', children: [{ ID: 401, title: 'Blog', url: '/blog/' }] },
  link(5, 'Partners', '/partnership/', { displayOnly: ['KO_KR', 'EN_US', 'JA_JP'] }),
  link(6, 'Language', '', { isLanguage: true }),
  link(7, 'Contact Us', '/contact/'),
  link(8, 'Free Trial', '/free-trial/'),
];
