interface Testimonial {
  id: number;
  quote: string;
  name: string;
  role: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    quote: 'I had a sofa, a rug and no idea how to make them talk to each other. Two boards later our living room finally feels finished.',
    name: 'Priya Raman',
    role: 'Living room refresh, Leeds',
  },
  {
    id: 2,
    quote: 'The palette suggestions were spot on. Our designer took the board, measured the room with us and the plan fitted first time.',
    name: 'Tom Becker',
    role: 'Bedroom and study, Hamburg',
  },
  {
    id: 3,
    quote:
      'We moved into a tiny flat and were sure nothing would fit. The room designer showed us exactly where the dining table could go.',
    name: 'Lucía Ortega',
    role: 'Studio apartment, Valencia',
  },
  {
    id: 4,
    quote: 'Calm, clear and never pushy. It felt like working with a friend who happens to have very good taste.',
    name: 'Daniel Mensah',
    role: 'Whole-home consultation, Accra',
  },
];
