/** The company the site belongs to; its slug forms /about-{company}/ and /why-{company}/. */
export const BRAND = {
  name: 'Edgenova',
  slug: 'edgenova',
  telephone: '+1 888 555 0199',
  consoleUrl: 'https://console.edgenova.example/',
  careersUrl: 'https://careers.edgenova.example/',
  docsUrl: '/docs/',
} as const;
