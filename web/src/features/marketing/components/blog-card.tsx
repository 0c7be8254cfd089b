import { Link } from 'react-router-dom';
import { IconClock } from '../../../components/ui/icons';
import { blogPostPath, type BlogPost } from '../data/blog-posts';
import styles from './blog-card.module.css';

export function BlogCard({
  post,
  layout = 'stacked',
  headingLevel = 'h3',
}: {
  post: BlogPost;
  layout?: 'stacked' | 'featured';
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className={[styles.card, layout === 'featured' ? styles.featured : ''].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <img src={post.img} alt={post.alt} width={400} height={300} loading="lazy" />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          <span className={styles.time}>
            <IconClock size={15} /> {post.time}
          </span>
        </p>
        <Heading className={styles.title}>
          <Link to={blogPostPath(post)} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.desc}>{post.desc}</p>
        <p className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            {post.user}
          </span>
          <span>
            <span className={styles.name}>{post.name}</span>
            <span className={styles.date}>{post.date}</span>
          </span>
        </p>
      </div>
    </article>
  );
}
