import { Container } from '../../../components/ui/container';
import { IconFacebook, IconMail, IconPinterest, IconX } from '../../../components/ui/icons';
import { useHydrated } from '../../../lib/use-hydrated';
import { FEATURED_POST } from '../data/blog-posts';
import styles from './blog-article.module.css';

const post = FEATURED_POST;

function shareTargets(url: string) {
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

/** The static article of /blog-details, with its share row. */
export function BlogArticle() {
  // The page is prerendered: the share links take the site's own address once the app runs in the browser.
  const origin = useHydrated() ? window.location.origin : null;
  const shares = shareTargets(`${origin ?? 'http://localhost'}/blog-details`);
  return (
    <article className={styles.article}>
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
        <h2>Find the corner that already wants to be used</h2>
        <p>
          Most homes have a spot where people drift without being asked: the end of the sofa nearest the window, the gap beside the
          radiator, the landing with the good afternoon light. Start there. A reading nook works when it borrows light and quiet the room
          already has, so stand in the corner at the time of day you read most and notice what you see.
        </p>
        <h2>One chair, chosen for sitting</h2>
        <p>
          Choose the chair with your body, not your eyes. A seat depth of 50 to 55 cm lets you tuck your legs up; arms at elbow height give
          the book somewhere to rest. Upholstery in a warm, tight weave such as bouclé or wool hides wear and softens the corner visually.
        </p>
        <blockquote className={styles.quote}>
          <p>“A good nook is a chair, a light and a surface. Everything else is a bonus.”</p>
        </blockquote>
        <h2>Light from over your shoulder</h2>
        <p>
          Place a floor lamp behind and slightly to the side of the chair so the light falls across the page rather than into your eyes.
          Warm bulbs around 2700 K keep evenings restful. Add a small side table at arm height for a cup and a pencil, and a low basket for
          the next three books.
        </p>
        <h2>Make it feel deliberate</h2>
        <p>
          A rug that sits under the front legs of the chair defines the nook as its own place. Repeat one colour from the rest of the room
          in a cushion or a throw so the corner belongs to the whole space, then resist filling the wall: one framed print at eye level when
          seated is plenty.
        </p>
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
