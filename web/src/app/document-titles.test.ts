import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-titles';

describe('document titles', () => {
  it('gives every route its own title, matching paths case-insensitively as the routes do', () => {
    const paths = ['/', '/about-us', '/inspirations', '/seeBoard', '/blog', '/blog-details', '/get-started', '/board', '/login'];
    const more = ['/register', '/edit-profile', '/account-management', '/Steps', '/SelectedProducts', '/BoardDetail', '/Loader'];
    const titles = [...paths, ...more, '/UserBoard', '/OurClients', '/membership/success', '/membership/cancel'].map(documentTitle);
    expect(titles.every((title) => title.includes('Roomboard'))).toBe(true);
    expect(documentTitle('/about-us')).toBe('About Us · Roomboard');
    expect(documentTitle('/steps')).toBe(documentTitle('/Steps'));
    expect(documentTitle('/seeBoard')).toBe('My Boards · Roomboard');
    expect(documentTitle('/UserBoard/b1')).toBe('Board · Roomboard');
    expect(documentTitle('/no-such-page')).toBe('Page not found · Roomboard');
  });
});
