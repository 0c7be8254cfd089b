import { CONSULTATIONS_LIST_KEY } from '@contracts/consultations';
import { MEMBERSHIP_TIERS, tierById } from '@contracts/membership-tiers';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { IconArrowRight } from '../../components/ui/icons';
import { myConsultationsQueryOptions } from '../../features/consultations/api/get-consultations';
import { useAllowances } from '../../features/membership/api/get-allowances';
import { serviceLines, type ServiceLine } from '../../features/membership/components/allowance-lines';
import { threadsQueryOptions } from '../../features/messages/api/get-threads';
import { myProjectsQuery } from '../../features/projects/api/get-my-projects';
import { memberReviewsQuery } from '../../features/reviews/api/get-member-reviews';
import { designServicesActivity, type ActivityItem } from './design-services-activity';
import styles from './design-services.module.css';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const WHEN = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const unreadText = (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`;

/** The services the plan includes, each with what is left and the way to start one. */
function PlanServices({ lines, title }: { lines: ServiceLine[]; title: string }) {
  return (
    <ul className={styles.services} aria-label={title}>
      {lines.map((line) => (
        <li key={line.kind} className={styles.service} data-testid={`service-${line.kind}`}>
          <p className={styles.serviceName}>{line.label}</p>
          <p className={styles.serviceLeft}>{line.left}</p>
          <Link to={line.action.to} className={styles.serviceAction}>
            {line.action.label}
            <IconArrowRight size={16} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ActivityCard({ item }: { item: ActivityItem }) {
  return (
    <li className={styles.item} data-testid="activity" data-kind={item.kind}>
      {item.picture ? <img className={styles.picture} src={item.picture} alt="" width={88} height={88} loading="lazy" /> : null}
      <div className={styles.itemBody}>
        <p className={styles.kind}>{item.kindLabel}</p>
        <h3 className={styles.itemTitle}>
          <Link to={item.to} className={styles.itemLink}>
            {item.title}
          </Link>
        </h3>
        <p className={styles.status}>
          {item.status}
          {item.upcoming ? ` · ${WHEN.format(new Date(item.upcoming))}` : ` · ${DAY.format(new Date(item.at))}`}
        </p>
      </div>
      {item.thread && item.to !== item.thread.path ? (
        <Link to={item.thread.path} className={styles.messages} data-unread={item.thread.unread > 0}>
          {item.thread.unread > 0 ? unreadText(item.thread.unread) : 'Messages'}
        </Link>
      ) : item.thread && item.thread.unread > 0 ? (
        <span className={styles.messages} data-unread="true">
          {unreadText(item.thread.unread)}
        </span>
      ) : null}
    </li>
  );
}

/**
 * /design-services: one place for what the member has going on with Roomboard's designers (Houzz's and Pinterest's
 * one entry): their board reviews, consultations and design projects, each with its messages, the newest activity
 * first, beside what their plan has left and the way to start each service. Composed from the reviews,
 * consultations, projects, messages and membership features.
 */
export function DesignServicesPage() {
  const reviews = useQuery(memberReviewsQuery());
  const consultations = useQuery(myConsultationsQueryOptions());
  const projects = useQuery(myProjectsQuery());
  const threads = useInfiniteQuery(threadsQueryOptions());
  const allowances = useAllowances();
  const reads = [reviews, consultations, projects, threads];
  const loading = reads.some((read) => read.isPending);
  const failed = reads.find((read) => read.error)?.error ?? null;

  const activity = useMemo(
    () =>
      designServicesActivity(
        {
          reviews: reviews.data?.reviews ?? [],
          consultations: consultations.data?.[CONSULTATIONS_LIST_KEY] ?? [],
          projects: projects.data?.projects ?? [],
          threads: threads.data?.pages.flatMap((page) => page.threads) ?? [],
        },
        new Date(),
      ),
    [reviews.data, consultations.data, projects.data, threads.data],
  );
  const unread = activity.reduce((sum, item) => sum + (item.thread?.unread ?? 0), 0);
  const lines = allowances.data ? serviceLines(allowances.data) : [];
  const plan = allowances.data ? tierById(allowances.data.tier) : undefined;
  const empty = !loading && !failed && activity.length === 0;

  return (
    <Container as="section" className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Your designers</p>
        <h1 className={styles.title}>Design services</h1>
        <p className={styles.lede}>Your board reviews, consultations, design projects and messages in one place, the latest first.</p>
        {unread > 0 ? (
          <p className={styles.unread} data-testid="services-unread">
            <Link to="/messages">{unreadText(unread)}</Link>
          </p>
        ) : null}
      </header>

      {lines.length && !empty ? (
        <section className={styles.plan} aria-labelledby="plan-services-title">
          <h2 id="plan-services-title" className={styles.sectionTitle}>
            {plan ? `With your ${plan.title} plan` : 'With your plan'}
          </h2>
          <PlanServices lines={lines} title="Your plan’s services" />
        </section>
      ) : null}

      <section className={styles.activity} aria-labelledby="activity-title">
        <h2 id="activity-title" className={empty ? 'visually-hidden' : styles.sectionTitle}>
          Latest activity
        </h2>
        {loading ? (
          <p role="status" className={styles.muted}>
            Loading your design services…
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className={styles.error}>
            {failed.message}
          </p>
        ) : null}
        {empty ? (
          <div className={styles.empty} data-testid="services-empty">
            <p className={styles.emptyTitle}>Nothing under way yet</p>
            <p className={styles.muted}>
              {plan ? `Your ${plan.title} plan includes these. ` : ''}Start one and it shows here, with your designer’s messages.
            </p>
            {lines.length ? <PlanServices lines={lines} title="Your plan’s services" /> : null}
            {plan && plan.id !== MEMBERSHIP_TIERS.at(-1)?.id ? (
              <ButtonLink to="/#membership-title" variant="ghost" size="sm">
                See the plans
              </ButtonLink>
            ) : null}
          </div>
        ) : activity.length ? (
          <ul className={styles.list} aria-label="Your design services, the latest first">
            {activity.map((item) => (
              <ActivityCard key={item.key} item={item} />
            ))}
          </ul>
        ) : null}
      </section>

      <nav className={styles.more} aria-label="Each service">
        <Link to="/consultations">All consultations</Link>
        <Link to="/projects">Design projects</Link>
        <Link to="/messages">All messages</Link>
      </nav>
    </Container>
  );
}
