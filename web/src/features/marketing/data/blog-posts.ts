/** One part of an article: a heading and its paragraphs. */
interface BlogSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A sample blog post, with the spec's fields. `user` holds the author's initials (their avatar). `slug` names it in
 * the address (/blog-details?post=slug); `body` is its article, after `desc` as the lede; `quote` a pull quote.
 */
export interface BlogPost {
  id: number;
  slug: string;
  body: BlogSection[];
  quote?: string;
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
  slug: 'reading-nook',
  body: [
    {
      heading: 'Find the corner that already wants to be used',
      paragraphs: [
        'Most homes have a spot where people drift without being asked: the end of the sofa nearest the window, the gap beside the radiator, the landing with the good afternoon light. Start there. A reading nook works when it borrows light and quiet the room already has, so stand in the corner at the time of day you read most and notice what you see.',
      ],
    },
    {
      heading: 'One chair, chosen for sitting',
      paragraphs: [
        'Choose the chair with your body, not your eyes. A seat depth of 50 to 55 cm lets you tuck your legs up; arms at elbow height give the book somewhere to rest. Upholstery in a warm, tight weave such as bouclé or wool hides wear and softens the corner visually.',
      ],
    },
    {
      heading: 'Light from over your shoulder',
      paragraphs: [
        'Place a floor lamp behind and slightly to the side of the chair so the light falls across the page rather than into your eyes. Warm bulbs around 2700 K keep evenings restful. Add a small side table at arm height for a cup and a pencil, and a low basket for the next three books.',
      ],
    },
    {
      heading: 'Make it feel deliberate',
      paragraphs: [
        'A rug that sits under the front legs of the chair defines the nook as its own place. Repeat one colour from the rest of the room in a cushion or a throw so the corner belongs to the whole space, then resist filling the wall: one framed print at eye level when seated is plenty.',
      ],
    },
  ],
  quote: '“A good nook is a chair, a light and a surface. Everything else is a bonus.”',
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
    slug: 'layering-linen',
    body: [
      {
        heading: 'Begin with the sheets',
        paragraphs: [
          'Washed linen breathes in summer and holds warmth in winter, and it looks better slightly rumpled, which takes the pressure off making the bed. Pick two close tones, such as sage and oat, rather than a matching set.',
        ],
      },
      {
        heading: 'Add weight at the foot',
        paragraphs: [
          'A folded throw or a quilt across the lower third of the bed gives the eye somewhere to rest and keeps cold feet warm without a second duvet.',
        ],
      },
      {
        heading: 'Finish with low, warm light',
        paragraphs: [
          'Swap the ceiling light for two bedside lamps with fabric shades at shoulder height when you sit up. The room will feel calmer the first evening you try it.',
        ],
      },
    ],
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
    slug: 'timeless-palette',
    body: [
      {
        heading: 'Start from what does not move',
        paragraphs: [
          'Floors, window frames and the view outside stay for years: take your base colour from them, not from a paint chart. A palette that agrees with the fixed things ages well.',
        ],
      },
      {
        heading: 'Sixty, thirty, ten',
        paragraphs: [
          'Give the main neutral most of the room, a second tone a third of it, and keep the bold accent to a tenth: a cushion, a vase, a painted door. Accents are the cheap part to change when your taste does.',
        ],
      },
    ],
    quote: '“Choose the colour you would still pick on a grey February morning.”',
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
    slug: 'pendant-spacing',
    body: [
      {
        heading: 'Height first',
        paragraphs: [
          'Hang pendants so the bottom of the shade sits 75 to 85 cm above the worktop: low enough to light the surface, high enough to see across the island when you stand.',
        ],
      },
      {
        heading: 'Spacing and number',
        paragraphs: [
          'Leave about 60 to 75 cm between pendants and at least 15 cm from each end of the island. Two large shades suit a short island; three smaller ones read better over anything longer than two metres.',
        ],
      },
    ],
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
    slug: 'open-shelves',
    body: [
      {
        heading: 'Edit before you style',
        paragraphs: [
          'Take everything off the shelves, then put back only what you use or love. An empty shelf is not a failure; it is the pause that lets the rest be seen.',
        ],
      },
      {
        heading: 'Group in odd numbers',
        paragraphs: [
          'Arrange objects in threes of different heights, and leave a hand’s width of space around each group. Repeat one material, such as brass or pale wood, on every shelf to tie them together.',
        ],
      },
    ],
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
    slug: 'dining-table-shape',
    body: [
      {
        heading: 'Round for talk',
        paragraphs: [
          'A round table of 110 to 120 cm seats four comfortably and everyone can see everyone, which makes it the better choice for small rooms and long conversations.',
        ],
      },
      {
        heading: 'Rectangular for a crowd',
        paragraphs: [
          'Allow 60 cm of edge per person and 90 cm of clearance behind each chair. A rectangle lines up with a long room and grows with an extension leaf when the family visits.',
        ],
      },
    ],
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
    slug: 'spa-bathroom',
    body: [
      {
        heading: 'Clear the surfaces',
        paragraphs: [
          'Move everyday bottles into a closed cabinet and keep one tray for what you use daily. Calm starts with fewer things in view.',
        ],
      },
      {
        heading: 'Soft textures and warm light',
        paragraphs: [
          'Heavy waffle towels, a wooden bath mat and a dimmable light around 2700 K change how the room feels more than new tiles would. Finish with a plant that likes humidity, such as a fern.',
        ],
      },
    ],
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
    slug: 'small-living-room',
    body: [
      {
        heading: 'Furniture on legs',
        paragraphs: [
          'Sofas and cabinets raised on slim legs show more floor, and more floor reads as more room. Choose one generous sofa over a sofa and two armchairs.',
        ],
      },
      {
        heading: 'Pieces that do two jobs',
        paragraphs: [
          'A storage ottoman is a seat, a table and a cupboard; a nest of tables folds away after guests leave. Every piece in a small room should earn its floor space.',
        ],
      },
    ],
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
    slug: 'headboard-height',
    body: [
      {
        heading: 'Measure the wall',
        paragraphs: [
          'In a room under 2.4 m, a headboard of 100 to 120 cm above the floor keeps the ceiling feeling high; under a tall ceiling a taller, upholstered board anchors the bed.',
        ],
      },
      {
        heading: 'Match the width to the room',
        paragraphs: [
          'A headboard slightly wider than the mattress looks intentional; one that spans the bedside tables makes a small room look wider and hotel-calm.',
        ],
      },
    ],
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
    slug: 'warm-whites',
    body: [
      {
        heading: 'Read the undertone',
        paragraphs: [
          'Hold the sample beside a sheet of printer paper: a warm white looks faintly yellow or pink beside it. North-facing rooms need that warmth; south-facing rooms can take a cleaner white.',
        ],
      },
      {
        heading: 'Test at three times of day',
        paragraphs: [
          'Paint a large card and move it around the room in the morning, the afternoon and under lamps at night. The white you like at all three is the one.',
        ],
      },
    ],
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
    slug: 'kitchen-shelving',
    body: [
      {
        heading: 'Keep out what you use',
        paragraphs: [
          'Everyday plates, glasses and the good olive oil belong on open shelves: they are washed and used too often to gather dust.',
        ],
      },
      {
        heading: 'Hide the rest',
        paragraphs: [
          'Packets, small appliances and anything in loud packaging go behind doors. Open shelves look best when every object on them looks like it belongs in the kitchen.',
        ],
      },
    ],
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
    slug: 'armchair-edit',
    body: [
      {
        heading: 'Wingback and club',
        paragraphs: [
          'A wingback shelters you from draughts and suits a reading corner; a low club chair invites lounging and pairs well with a deep sofa.',
        ],
      },
      {
        heading: 'Slipper, tub and more',
        paragraphs: [
          'Armless slipper chairs fit beside a bed or in a narrow hall, tub chairs round off the corners of a square room, and a lounge chair with a footstool earns its space only if you will sit in it every day.',
        ],
      },
    ],
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
    slug: 'low-light-plants',
    body: [
      {
        heading: 'Plants that forgive the shade',
        paragraphs: [
          'Pothos, ZZ plants, snake plants and cast-iron plants all grow in rooms lit only from a distant window, and most need water only every two weeks.',
        ],
      },
      {
        heading: 'Make them look lush',
        paragraphs: [
          'Group three plants of different leaf shapes together rather than scattering singles around the room, and raise one on a stand so the group has height.',
        ],
      },
    ],
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

/** Every post, the featured one first. */
export const BLOG_POSTS: BlogPost[] = [FEATURED_POST, ...LATEST_POSTS, ...ALL_POSTS];

/** The post named by `slug`; the featured one for none or an unknown one (plain /blog-details shows it, as before). */
export function blogPost(slug: string | null): BlogPost {
  return BLOG_POSTS.find((post) => post.slug === slug) ?? FEATURED_POST;
}

/** A post's own address. */
export const blogPostPath = (post: BlogPost) => `/blog-details?post=${encodeURIComponent(post.slug)}`;
