/**
 * The demo service catalogues (the services module's demo step, issue #30): a full-service salon menu for each Luxe location (hair, colour
 * with processing time, treatments, nails, spa) and a barbershop menu for Northside.
 * In the full seed the fuller team performs what their skills name. Deterministic: the same rows
 * on every load. Prices in US dollars, durations in minutes.
 */
import type { ServiceCreateParsed } from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import { insertService } from './services.service.js';

/** A catalogue entry; `staff` lists demo emails of who performs it (empty: anyone). */
interface DemoService extends Omit<ServiceCreateParsed, 'staffIds'> {
  staff?: string[];
}

const EMMA = 'employee@luxe.example';
const MARCUS = 'manager@luxe.example';

const LUXE_MENU: DemoService[] = [
  {
    name: "Women's Haircut",
    category: 'Haircuts & Styling',
    description: 'Consultation, shampoo, precision cut and finish.',
    duration: 60,
    price: 85,
    bufferAfter: 10,
    staff: [EMMA, MARCUS],
  },
  {
    name: "Men's Haircut",
    category: 'Haircuts & Styling',
    description: 'Shampoo, scissor or clipper cut and style.',
    duration: 45,
    price: 55,
    bufferAfter: 5,
    staff: [MARCUS],
  },
  {
    name: 'Blow-Dry & Style',
    category: 'Haircuts & Styling',
    description: 'Shampoo and a smooth or voluminous blow-dry.',
    duration: 45,
    price: 55,
    bufferAfter: 5,
    staff: [EMMA],
  },
  {
    name: 'Single-Process Colour',
    category: 'Colour',
    description: 'All-over colour from roots to ends; the colour develops for 35 minutes.',
    duration: 120,
    price: 135.5,
    bufferAfter: 10,
    processingStart: 30,
    processingDuration: 35,
    staff: [EMMA],
  },
  {
    name: 'Root Touch-Up',
    category: 'Colour',
    description: 'Colour on up to 1.5 cm of regrowth; the colour develops for 30 minutes.',
    duration: 90,
    price: 95,
    bufferAfter: 10,
    processingStart: 25,
    processingDuration: 30,
  },
  {
    name: 'Partial Highlights',
    category: 'Colour',
    description: 'Foils through the top and sides, toner and blow-dry.',
    duration: 120,
    price: 165,
    bufferAfter: 10,
    processingStart: 45,
    processingDuration: 30,
  },
  {
    name: 'Full Highlights',
    category: 'Colour',
    description: 'Foils throughout, toner and blow-dry.',
    duration: 150,
    price: 210,
    bufferAfter: 15,
    processingStart: 60,
    processingDuration: 35,
  },
  {
    name: 'Balayage',
    category: 'Colour',
    description: 'Hand-painted, sun-kissed lightening with gloss and style.',
    duration: 180,
    price: 245,
    bufferAfter: 15,
    processingStart: 75,
    processingDuration: 40,
    staff: [EMMA],
  },
  {
    name: 'Keratin Smoothing Treatment',
    category: 'Treatments',
    description: 'Frizz-taming keratin treatment, sealed with a flat iron; lasts up to 12 weeks.',
    duration: 150,
    price: 300,
    bufferAfter: 15,
    processingStart: 40,
    processingDuration: 30,
  },
  {
    name: 'Classic Manicure',
    category: 'Nails',
    description: 'Shape, cuticle care, hand massage and polish.',
    duration: 30,
    price: 35,
    bufferAfter: 5,
  },
  {
    name: 'Gel Manicure',
    category: 'Nails',
    description: 'Classic manicure finished with long-wear gel polish.',
    duration: 45,
    price: 52.5,
    bufferAfter: 10,
  },
  {
    name: 'Spa Pedicure',
    category: 'Nails',
    description: 'Soak, exfoliation, callus care, massage and polish.',
    duration: 60,
    price: 65,
    bufferAfter: 10,
  },
  {
    name: 'Signature Facial',
    category: 'Spa',
    description: 'Cleanse, exfoliation, extractions, mask and massage for your skin type.',
    duration: 60,
    price: 120,
    bufferAfter: 15,
  },
  {
    name: 'Swedish Massage',
    category: 'Spa',
    description: 'Full-body relaxation massage with long, flowing strokes.',
    duration: 60,
    price: 110,
    bufferAfter: 15,
  },
  {
    name: 'Express Facial',
    category: 'Spa',
    description: 'Retired from the menu; kept for past bookings.',
    duration: 30,
    price: 65,
    bufferAfter: 10,
    isActive: false,
  },
];

const NORTHSIDE_MENU: DemoService[] = [
  {
    name: 'Classic Cut',
    category: 'Cuts',
    description: 'Scissor or clipper cut, neck shave and style.',
    duration: 30,
    price: 35,
    bufferAfter: 5,
  },
  {
    name: 'Skin Fade',
    category: 'Cuts',
    description: 'Fade down to the skin, blended by hand.',
    duration: 45,
    price: 42,
    bufferAfter: 5,
  },
  {
    name: 'Buzz Cut',
    category: 'Cuts',
    description: 'One guard all over, lined up.',
    duration: 20,
    price: 22,
    bufferAfter: 5,
  },
  {
    name: 'Kids Cut',
    category: 'Cuts',
    description: 'For 12 and under.',
    duration: 25,
    price: 25,
    bufferAfter: 5,
  },
  {
    name: 'Cut & Beard Combo',
    category: 'Cuts',
    description: 'Any cut with a beard trim and line-up.',
    duration: 60,
    price: 55,
    bufferAfter: 5,
  },
  {
    name: 'Beard Trim & Line-Up',
    category: 'Beard & Shave',
    description: 'Shape, trim and a razor line-up.',
    duration: 20,
    price: 20,
    bufferAfter: 5,
  },
  {
    name: 'Hot-Towel Shave',
    category: 'Beard & Shave',
    description: 'Pre-shave oil, hot towels, straight-razor shave and cold towel.',
    duration: 45,
    price: 45,
    bufferAfter: 10,
    // The hot towel rests on the face while the barber preps the next step.
    processingStart: 5,
    processingDuration: 8,
  },
  {
    name: 'Grey Blending',
    category: 'Colour',
    description: 'Semi-permanent colour that softens grey; develops for 10 minutes.',
    duration: 30,
    price: 30,
    bufferAfter: 5,
    processingStart: 10,
    processingDuration: 10,
  },
];

/** Prices per Luxe location, relative to Manhattan (index 0), rounded to whole dollars. */
const LUXE_PRICE_FACTOR = [1, 0.9, 0.95];

/** The catalogue of one demo establishment (`index` into the tenant's establishments). */
function demoServicesFor(tenantName: string, index: number): DemoService[] {
  if (tenantName === 'Northside Barbers') return NORTHSIDE_MENU;
  if (tenantName !== 'Luxe Salon Group') return [];
  const factor = LUXE_PRICE_FACTOR[index] ?? 1;
  return LUXE_MENU.map((s) => (factor === 1 ? s : { ...s, price: Math.round(s.price * factor) }));
}

/**
 * People of the light seed who also perform in the full seed: services a team member joins stop
 * meaning "anyone", so the people who did them before are listed explicitly.
 */
const EXISTING_SKILLS: Record<string, readonly string[]> = {
  'owner@northside.example': ['Cuts', 'Beard & Shave', 'Colour'],
};

/**
 * Inserts every demo location's catalogue through the module's use case. A listed staff member
 * is kept only where they work, so the data meets the rule the API enforces; in the full seed,
 * the team members (and EXISTING_SKILLS' people) whose skills name the service or its category
 * perform it too.
 */
export const servicesDemo: DemoHook = async ({ tx, tenantId, plan, history, made }) => {
  const performers = history
    ? [
        ...made.team,
        ...made.accounts.flatMap((u) => {
          const skills = EXISTING_SKILLS[u.email];
          return skills ? [{ ...u, skills }] : [];
        }),
      ]
    : [];
  for (const [index, place] of made.places.entries()) {
    for (const { staff, ...service } of demoServicesFor(plan.name, index)) {
      const listed = made.accounts.filter(
        (u) => staff?.includes(u.email) && u.establishments.includes(index),
      );
      const skilled = performers.filter(
        (p) =>
          p.establishments.includes(index) &&
          (p.skills.includes(service.name) ||
            (service.category != null && p.skills.includes(service.category))),
      );
      const staffIds = [...new Set([...listed, ...skilled].map((u) => u.id))];
      await insertService(tx, tenantId, place.id, { ...service, staffIds });
    }
  }
};
