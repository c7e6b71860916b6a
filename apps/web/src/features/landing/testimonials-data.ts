/** A static testimonial of the landing page (spec 000 §2): rating from 0 to 5, halves allowed. */
export interface Testimonial {
  id: number;
  quote: string;
  author: {
    name: string;
    role: string;
    company: string;
    /** A picture URL, or null for the author's initials (no third-party images are loaded). */
    avatar: string | null;
  };
  rating: number;
  industry: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'We met three strong engineers within a day and had our M-Pesa reconciliation service in production six weeks later.',
    author: { name: 'Sarah Collins', role: 'CTO', company: 'Kilima Pay', avatar: null },
    rating: 5,
    industry: 'Fintech',
  },
  {
    id: 2,
    quote:
      'Our Android developer from Nairobi understood low-bandwidth users better than anyone we had interviewed locally.',
    author: { name: 'Daniel Mwangi', role: 'Head of Product', company: 'Savanna Health', avatar: null },
    rating: 4.5,
    industry: 'Healthcare',
  },
  {
    id: 3,
    quote:
      'The vetting is real. Every profile we saw had shipped production code, and it showed from week one.',
    author: { name: 'Ananya Iyer', role: 'Engineering Manager', company: 'Arogya Care', avatar: null },
    rating: 5,
    industry: 'Healthcare',
  },
  {
    id: 4,
    quote:
      'Contracts and payments were handled for us, so we could focus on the roadmap instead of paperwork.',
    author: { name: 'Lukas Becker', role: 'Founder', company: 'Spreekanal Studio', avatar: null },
    rating: 4,
    industry: 'Media',
  },
  {
    id: 5,
    quote: 'We scaled from one to four developers in Pune in a month without lowering the bar once.',
    author: { name: 'Grace Wanjiru', role: 'VP Engineering', company: 'Shamba Labs', avatar: null },
    rating: 4.5,
    industry: 'Agritech',
  },
  {
    id: 6,
    quote: 'Our data engineer rebuilt the forecasting pipeline and cut our cloud bill by a third.',
    author: { name: 'Rohan Mehta', role: 'COO', company: 'Harbor Logistics', avatar: null },
    rating: 5,
    industry: 'Logistics',
  },
];
