import { Fragment } from 'react';
import { Container } from '../../../components/ui/container';
import { IconFacebook, IconMail, IconPinterest, IconX } from '../../../components/ui/icons';
import { useHydrated } from '../../../lib/use-hydrated';
import { blogPostPath, type BlogPost } from '../data/blog-posts';
import styles from './blog-article.module.css';

function shareTargets(post: BlogPost, url: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(post.title);
  const media = encodeURIComponent(new URL(post.img, url).href);
  return [
    { label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${text}`, Icon: IconX },
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: IconFacebook },
    {
      label: 'Save to Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${media}&description=${text}`,
      Icon: IconPinterest,
    },
    {
      label: 'Share by e-mail',
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`I thought you would like this: ${url}`)}`,
      Icon: IconMail,
    },
  ];
}

/** An article of /blog-details (/blog-details?post=slug), with its share row. */
export function BlogArticle({ post }: { post: BlogPost }) {
  // The page is prerendered: the share links take the site's own address once the app runs in the browser.
  const origin = useHydrated() ? window.location.origin : null;
  const shares = shareTargets(post, `${origin ?? 'http://localhost'}${blogPostPath(post)}`);
  return (
    <article className={styles.article} data-post={post.slug}>
      <header className={styles.header}>
        <Container size="narrow" className={styles.headerInner}>
          <p className={styles.meta}>
            <span className={styles.category}>{post.category}</span>
            <span>{post.time}</span>
          </p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.byline}>
            <span className={styles.avatar} aria-hidden="true">
              {post.user}
            </span>
            <span>
              By <strong>{post.name}</strong> · {post.date}
            </span>
          </p>
        </Container>
      </header>
      <Container>
        <img className={styles.cover} src={post.img} alt={post.alt} width={400} height={300} />
      </Container>
      <Container size="narrow" className={styles.body}>
        <p className={styles.lede}>{post.desc}</p>
        {post.body.map((section, index) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {post.quote && index === 1 ? (
              <blockquote className={styles.quote}>
                <p>{post.quote}</p>
              </blockquote>
            ) : null}
          </Fragment>
        ))}
        <footer className={styles.share}>
          <h2 className={styles.shareTitle}>Share this article</h2>
          <ul className={styles.shareList}>
            {shares.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  className={styles.shareLink}
                  href={origin ? href : undefined}
                  target={href.startsWith('mailto:') ? undefined : '_blank'}
                  rel="noopener noreferrer"
                >
                  <Icon size={18} title={label} />
                </a>
              </li>
            ))}
          </ul>
        </footer>
      </Container>
    </article>
  );
}
