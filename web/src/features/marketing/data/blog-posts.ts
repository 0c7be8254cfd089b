/** A sample blog post, with the spec's fields. `user` holds the author's initials (their avatar). */
export interface BlogPost {
  id: number;
  img: string;
  alt: string;
  category: string;
  time: string;
  title: string;
  desc: string;
  user: string;
  name: string;
  date: string;
}

const art = (name: string) => `/art/blog/${name}.svg`;

export const FEATURED_POST: BlogPost = {
  id: 1,
  img: art('reading-nook'),
  alt: 'A terracotta armchair beside a tall floor lamp and a low stack of books',
  category: 'Living Room',
  time: '8 min read',
  title: 'The quiet corner: how to carve a reading nook out of any living room',
  desc: 'A chair you can sink into, light from over your shoulder and a place to set down your tea. We walk through the three pieces that turn a forgotten corner into the best seat in the house.',
  user: 'MV',
  name: 'Maren Voss',
  date: 'March 12, 2025',
};

export const LATEST_POSTS: BlogPost[] = [
  {
    id: 2,
    img: art('bedroom-calm'),
    alt: 'A low bed dressed in sage linen between two oak nightstands',
    category: 'Bedroom',
    time: '5 min read',
    title: 'Layering linen: a calmer bedroom in one weekend',
    desc: 'Start with the sheets, end with the lamp. Our checklist for a bedroom that helps you switch off.',
    user: 'JO',
    name: 'Jonah Okafor',
    date: 'March 5, 2025',
  },
  {
    id: 3,
    img: art('palette-swatches'),
    alt: 'Paint swatch cards in sage, terracotta and charcoal fanned out on a table',
    category: 'Colour',
    time: '6 min read',
    title: 'Choosing a palette that still feels right in ten years',
    desc: 'Why the 60-30-10 rule works, and how to pick the one bold colour you will never tire of.',
    user: 'AL',
    name: 'Ana Lindqvist',
    date: 'February 26, 2025',
  },
  {
    id: 4,
    img: art('kitchen-pendants'),
    alt: 'Three terracotta pendant lights hanging over a sage kitchen island',
    category: 'Kitchen',
    time: '4 min read',
    title: 'Pendant lights over an island: spacing, height and scale',
    desc: 'The numbers designers use to hang pendants so they light the worktop and never block the view.',
    user: 'RP',
    name: 'Ravi Patel',
    date: 'February 19, 2025',
  },
];

export const ALL_POSTS: BlogPost[] = [
  {
    id: 5,
    img: art('plants-shelf'),
    alt: 'Open oak shelves filled with trailing plants, books and a ceramic pot',
    category: 'Styling',
    time: '5 min read',
    title: 'Styling open shelves without the clutter',
    desc: 'Group in odd numbers, vary the heights and leave a third of every shelf empty. The rest is practice.',
    user: 'MV',
    name: 'Maren Voss',
    date: 'February 12, 2025',
  },
  {
    id: 6,
    img: art('dining-table'),
    alt: 'A round oak dining table with two chairs under a globe pendant',
    category: 'Dining',
    time: '7 min read',
    title: 'Round or rectangular? Picking a dining table for the way you eat',
    desc: 'How many you seat on a weeknight, how wide your room is and where the door swings all decide the shape.',
    user: 'JO',
    name: 'Jonah Okafor',
    date: 'February 5, 2025',
  },
  {
    id: 7,
    img: art('bath-spa'),
    alt: 'A freestanding white bathtub against sage tiles with a towel ladder',
    category: 'Bath',
    time: '4 min read',
    title: 'Bring the spa home: five small changes for a calmer bathroom',
    desc: 'Warmer bulbs, heavier towels, one living plant and a place for everything. None of it needs a renovation.',
    user: 'AL',
    name: 'Ana Lindqvist',
    date: 'January 29, 2025',
  },
  {
    id: 8,
    img: art('small-space'),
    alt: 'A compact charcoal sofa under an oval mirror beside a tall bookcase',
    category: 'Small Spaces',
    time: '6 min read',
    title: 'Small living rooms: furniture that earns its floor space',
    desc: 'Raised legs, a mirror opposite the window and a sofa one size smaller than you think.',
    user: 'RP',
    name: 'Ravi Patel',
    date: 'January 22, 2025',
  },
  {
    id: 9,
    img: art('bedroom-calm'),
    alt: 'Linen pillows and a folded sage throw on a made bed',
    category: 'Bedroom',
    time: '3 min read',
    title: 'How to choose a headboard that suits your ceiling height',
    desc: 'Tall, low, upholstered or timber: a quick guide to proportion in the bedroom.',
    user: 'MV',
    name: 'Maren Voss',
    date: 'January 15, 2025',
  },
  {
    id: 10,
    img: art('palette-swatches'),
    alt: 'Warm neutral paint swatches arranged from light to dark',
    category: 'Colour',
    time: '5 min read',
    title: 'Warm whites, explained: finding the one for your light',
    desc: 'North-facing or south-facing, your room changes every white. Test these three before you buy a tin.',
    user: 'AL',
    name: 'Ana Lindqvist',
    date: 'January 8, 2025',
  },
  {
    id: 11,
    img: art('kitchen-pendants'),
    alt: 'A sage kitchen with open shelving and warm pendant lights',
    category: 'Kitchen',
    time: '6 min read',
    title: 'Open shelving in the kitchen: what to keep out and what to hide',
    desc: 'Everyday plates up, everything else behind doors. A practical guide to kitchens that look styled and stay useful.',
    user: 'JO',
    name: 'Jonah Okafor',
    date: 'December 18, 2024',
  },
  {
    id: 12,
    img: art('reading-nook'),
    alt: 'An upholstered armchair with a throw and a brass floor lamp',
    category: 'Living Room',
    time: '4 min read',
    title: 'The armchair edit: seven shapes and where each one works',
    desc: 'From slipper chairs to wingbacks, the silhouettes we reach for and the rooms they suit best.',
    user: 'RP',
    name: 'Ravi Patel',
    date: 'December 11, 2024',
  },
  {
    id: 13,
    img: art('plants-shelf'),
    alt: 'Trailing pothos and a snake plant on a sunny shelf',
    category: 'Styling',
    time: '5 min read',
    title: 'Houseplants for low light that still look lush',
    desc: 'Six plants that forgive a north window, and the pots that make them look intentional.',
    user: 'MV',
    name: 'Maren Voss',
    date: 'December 4, 2024',
  },
];

/** How many of ALL_POSTS the list shows before 'Discover More'. */
export const ALL_POSTS_FIRST_PAGE = 6;
