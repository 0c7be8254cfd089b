import { describe, expect, it } from 'vitest';
import { ALL_POSTS, BLOG_POSTS, blogPost, blogPostPath, FEATURED_POST, LATEST_POSTS } from './blog-posts';

describe('blog posts', () => {
  it('gives every post its own address and its own article', () => {
    const paths = BLOG_POSTS.map(blogPostPath);
    expect(new Set(paths).size).toBe(1 + LATEST_POSTS.length + ALL_POSTS.length);
    expect(blogPostPath(FEATURED_POST)).toBe('/blog-details?post=reading-nook');
    for (const post of BLOG_POSTS) {
      expect(blogPost(post.slug)).toBe(post);
      expect(post.body.length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(BLOG_POSTS.map((post) => post.body[0]?.heading)).size).toBe(BLOG_POSTS.length);
  });

  it('shows the featured article at plain /blog-details and for an unknown post', () => {
    expect(blogPost(null)).toBe(FEATURED_POST);
    expect(blogPost('no-such-post')).toBe(FEATURED_POST);
  });
});
