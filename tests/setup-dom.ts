import '@testing-library/jest-dom';
// Mirrors next.config.js `trailingSlash: true` (the build inlines it), so next/link renders hrefs as the site does.
process.env.__NEXT_TRAILING_SLASH = 'true';
