import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { IconQuote, IconStar } from '../../../components/ui/icons';
import { TESTIMONIALS } from '../data/testimonials';
import styles from './testimonials-carousel.module.css';

/** Static testimonials: 1 slide below 640 px (20 px apart), 2 from 640 px (30 px apart). */
export function TestimonialsCarousel() {
  return (
    <div className={styles.carousel}>
      <Swiper
        modules={[Pagination, A11y, Keyboard]}
        slidesPerView={1}
        spaceBetween={20}
        breakpoints={{ 640: { slidesPerView: 2, spaceBetween: 30 } }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true }}
        autoHeight={false}
      >
        {TESTIMONIALS.map((item) => (
          <SwiperSlide key={item.id} className={styles.slide}>
            <figure className={styles.card}>
              <IconQuote size={36} className={styles.mark} />
              <div className={styles.stars} role="img" aria-label="Rated 5 out of 5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <IconStar key={n} size={16} />
                ))}
              </div>
              <blockquote className={styles.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.avatar} aria-hidden="true">
                  {item.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <span>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.role}>{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
