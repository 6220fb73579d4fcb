/**
 * The demo salons' stock room (issue #12; written by the inventory module's demo step,
 * inventory.demo.ts): eight suppliers and about 150 professional products
 * across hair care, colour and developer (backbar), styling, skin and nails. The first location
 * gets the full catalogue with a year of history; the others a smaller retail shelf.
 */
import type { DemoProduct, DemoSupplier } from './inventory.demo.js';

export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    name: 'SalonCentric',
    contactPerson: 'Dana Whitfield',
    email: 'orders@saloncentric.example',
    phone: '(800) 555-0141',
    city: 'Secaucus',
    state: 'NJ',
    paymentTerms: 'Net 30',
  },
  {
    name: 'CosmoProf',
    contactPerson: 'Marcus Reyes',
    email: 'pro@cosmoprof.example',
    phone: '(800) 555-0162',
    city: 'Denton',
    state: 'TX',
    paymentTerms: 'Net 30',
  },
  {
    name: 'Olaplex Professional',
    contactPerson: 'Priya Nair',
    email: 'salons@olaplex.example',
    phone: '(800) 555-0118',
    city: 'Santa Barbara',
    state: 'CA',
    paymentTerms: 'Net 15',
  },
  {
    name: 'Kerastase Pro Direct',
    contactPerson: 'Claire Dubois',
    email: 'trade@kerastase.example',
    phone: '(800) 555-0190',
    city: 'New York',
    state: 'NY',
    paymentTerms: 'Net 30',
  },
  {
    name: 'Wella Professionals',
    contactPerson: 'Jonas Becker',
    email: 'us-orders@wella.example',
    phone: '(800) 555-0127',
    city: 'Calabasas',
    state: 'CA',
    paymentTerms: 'Net 45',
  },
  {
    name: 'Moroccanoil Trade',
    contactPerson: 'Noa Levi',
    email: 'trade@moroccanoil.example',
    phone: '(800) 555-0133',
    city: 'Miami',
    state: 'FL',
    paymentTerms: 'Net 30',
  },
  {
    name: 'Dermalogica Pro',
    contactPerson: 'Grace Kim',
    email: 'pro@dermalogica.example',
    phone: '(800) 555-0175',
    city: 'Carson',
    state: 'CA',
    paymentTerms: 'Prepaid',
  },
  {
    name: 'Nail Alliance',
    contactPerson: 'Tom Brennan',
    email: 'orders@nailalliance.example',
    phone: '(800) 555-0109',
    city: 'Brooklyn',
    state: 'NY',
    paymentTerms: 'Net 15',
  },
];

interface Line {
  brand: string;
  supplier: number;
  category: string;
  productType: DemoProduct['productType'];
  unit: string;
  /** [name, retail price in dollars] */
  items: [string, number][];
}

const LINES: Line[] = [
  {
    brand: 'Olaplex',
    supplier: 2,
    category: 'Hair care',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['No.3 Hair Perfector', 30],
      ['No.4 Bond Maintenance Shampoo', 30],
      ['No.5 Bond Maintenance Conditioner', 30],
      ['No.6 Bond Smoother', 30],
      ['No.7 Bonding Oil', 30],
      ['No.0 Intensive Bond Building Treatment', 30],
      ['No.8 Bond Intense Moisture Mask', 30],
      ['No.9 Bond Protector Nourishing Serum', 30],
      ['4-in-1 Moisture Mask', 40],
    ],
  },
  {
    brand: 'Olaplex',
    supplier: 2,
    category: 'Colour additive',
    productType: 'backbar',
    unit: 'bottle',
    items: [
      ['No.1 Bond Multiplier 525 ml', 0],
      ['No.2 Bond Perfector 2 L', 0],
    ],
  },
  {
    brand: 'Kérastase',
    supplier: 3,
    category: 'Hair care',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Bain Satin Shampoo', 38],
      ['Bain Force Architecte Shampoo', 38],
      ['Bain Prévention Shampoo', 38],
      ['Fondant Fluidealiste Conditioner', 42],
      ['Masque Thérapiste', 66],
      ['Elixir Ultime L’Huile Originale', 58],
      ['Résistance Ciment Thermique', 42],
      ['Nutritive Bain Satin', 38],
      ['Blond Absolu Bain Lumière', 40],
      ['Genesis Bain Hydra-Fortifiant', 38],
      ['Chroma Absolu Bain Riche', 39],
      ['Curl Manifesto Bain Hydratation', 40],
    ],
  },
  {
    brand: 'Redken',
    supplier: 0,
    category: 'Hair care',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['All Soft Shampoo', 27],
      ['All Soft Conditioner', 27],
      ['Acidic Bonding Concentrate Shampoo', 32],
      ['Acidic Bonding Concentrate Conditioner', 32],
      ['Extreme Shampoo', 26],
      ['Extreme Conditioner', 26],
      ['Color Extend Magnetics Shampoo', 26],
      ['Frizz Dismiss Shampoo', 26],
      ['Volume Injection Shampoo', 26],
      ['Curvaceous Cream Shampoo', 26],
    ],
  },
  {
    brand: 'Redken',
    supplier: 0,
    category: 'Colour',
    productType: 'backbar',
    unit: 'tube',
    items: [
      ['Shades EQ Gloss 09V', 0],
      ['Shades EQ Gloss 09N', 0],
      ['Shades EQ Gloss 07NB', 0],
      ['Shades EQ Gloss 06NB', 0],
      ['Shades EQ Gloss 010VV', 0],
      ['Shades EQ Gloss 08GI', 0],
      ['Shades EQ Processing Solution 1 L', 0],
      ['Color Gels Lacquers 5NN', 0],
      ['Color Gels Lacquers 6NN', 0],
      ['Color Gels Lacquers 7NN', 0],
      ['Flash Lift Bonder Inside', 0],
      ['Pro-oxide Cream Developer 20 vol', 0],
    ],
  },
  {
    brand: 'Wella',
    supplier: 4,
    category: 'Colour',
    productType: 'backbar',
    unit: 'tube',
    items: [
      ['Koleston Perfect 7/0', 0],
      ['Koleston Perfect 8/0', 0],
      ['Koleston Perfect 6/0', 0],
      ['Koleston Perfect 9/1', 0],
      ['Koleston Perfect 10/0', 0],
      ['Illumina Color 8/13', 0],
      ['Illumina Color 9/60', 0],
      ['Color Touch 9/16', 0],
      ['Color Touch 10/6', 0],
      ['Blondor Multi Blonde Powder', 0],
      ['Welloxon Perfect 6% 1 L', 0],
      ['Welloxon Perfect 9% 1 L', 0],
      ['Shinefinity Zero Lift Glaze 09/02', 0],
      ['Shinefinity Activator 2 L', 0],
    ],
  },
  {
    brand: 'Wella',
    supplier: 4,
    category: 'Hair care',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Fusion Shampoo', 25],
      ['Fusion Conditioner', 27],
      ['Color Brilliance Shampoo', 24],
      ['Nutricurls Shampoo', 24],
      ['Ultimate Repair Shampoo', 32],
      ['Ultimate Repair Miracle Hair Rescue', 38],
    ],
  },
  {
    brand: 'Goldwell',
    supplier: 1,
    category: 'Colour',
    productType: 'backbar',
    unit: 'tube',
    items: [
      ['Topchic 7N', 0],
      ['Topchic 8N', 0],
      ['Topchic 6N', 0],
      ['Topchic 9GB', 0],
      ['Colorance 8GB', 0],
      ['Colorance 10P', 0],
      ['Oxycur Platin Lightener', 0],
      ['Topchic Developer 6%', 0],
    ],
  },
  {
    brand: 'Moroccanoil',
    supplier: 5,
    category: 'Styling',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Treatment Original 100 ml', 48],
      ['Treatment Light 100 ml', 48],
      ['Hydrating Styling Cream', 34],
      ['Luminous Hairspray Medium', 26],
      ['Dry Texture Spray', 28],
      ['Perfect Defense', 30],
      ['Volumizing Mousse', 26],
      ['Curl Defining Cream', 34],
      ['Moisture Repair Shampoo', 26],
      ['Hydrating Shampoo', 26],
      ['Hydrating Conditioner', 28],
      ['Intense Hydrating Mask', 42],
    ],
  },
  {
    brand: 'Bumble and bumble',
    supplier: 1,
    category: 'Styling',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Thickening Dryspun Texture Spray', 34],
      ['Surf Spray', 32],
      ['Hairdresser’s Invisible Oil Primer', 32],
      ['Don’t Blow It Fine', 34],
      ['Prêt-à-powder', 30],
      ['Sumotech', 32],
      ['Bb. Gel', 29],
      ['Brilliantine', 30],
    ],
  },
  {
    brand: 'Oribe',
    supplier: 0,
    category: 'Styling',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Gold Lust Repair & Restore Shampoo', 52],
      ['Dry Texturizing Spray', 49],
      ['Superfine Hair Spray', 42],
      ['Royal Blowout', 46],
      ['Grandiose Hair Plumping Mousse', 42],
      ['Gold Lust Nourishing Hair Oil', 58],
    ],
  },
  {
    brand: 'Dermalogica',
    supplier: 6,
    category: 'Skin',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Daily Microfoliant', 65],
      ['Special Cleansing Gel', 42],
      ['Skin Smoothing Cream', 55],
      ['Invisible Physical Defense SPF 30', 52],
      ['Precleanse', 48],
      ['Multivitamin Power Recovery Masque', 69],
      ['Dynamic Skin Recovery SPF 50', 79],
      ['Circular Hydration Serum', 69],
      ['Biolumin-C Serum', 92],
      ['UltraCalming Cleanser', 42],
    ],
  },
  {
    brand: 'Dermalogica',
    supplier: 6,
    category: 'Skin (treatment room)',
    productType: 'backbar',
    unit: 'bottle',
    items: [
      ['Pro Power Peel 30%', 0],
      ['Pro Skin Prep Wash', 0],
      ['Pro Massage Cream', 0],
      ['Pro Hydro Masque', 0],
    ],
  },
  {
    brand: 'OPI',
    supplier: 7,
    category: 'Nails',
    productType: 'both',
    unit: 'bottle',
    items: [
      ['Nail Lacquer Big Apple Red', 12],
      ['Nail Lacquer Bubble Bath', 12],
      ['Nail Lacquer Lincoln Park After Dark', 12],
      ['Nail Lacquer Funny Bunny', 12],
      ['Nail Lacquer Malaga Wine', 12],
      ['GelColor Big Apple Red', 22],
      ['GelColor Bubble Bath', 22],
      ['Infinite Shine Top Coat', 14],
      ['Nail Envy Strengthener', 22],
      ['ProSpa Cuticle Oil', 20],
      ['Natural Nail Base Coat', 12],
      ['Drip Dry Drops', 14],
    ],
  },
  {
    brand: 'CND',
    supplier: 7,
    category: 'Nails',
    productType: 'both',
    unit: 'bottle',
    items: [
      ['Shellac Romantique', 20],
      ['Shellac Negligee', 20],
      ['Shellac Wildfire', 20],
      ['Shellac Base Coat', 22],
      ['Shellac Xpress5 Top Coat', 22],
      ['SolarOil Nail & Cuticle Care', 12],
      ['Vinylux Weekly Top Coat', 11],
      ['Offly Fast Remover', 14],
    ],
  },
  {
    brand: 'Essie',
    supplier: 1,
    category: 'Nails',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Ballet Slippers', 10],
      ['Mademoiselle', 10],
      ['Wicked', 10],
      ['Good to Go Top Coat', 11],
      ['Apricot Cuticle Oil', 10],
      ['Gel Couture Top Coat', 12],
    ],
  },
  {
    brand: 'Pureology',
    supplier: 0,
    category: 'Hair care',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['Hydrate Shampoo', 36],
      ['Hydrate Condition', 38],
      ['Strength Cure Shampoo', 36],
      ['Color Fanatic Leave-in', 34],
      ['Smooth Perfection Shampoo', 36],
    ],
  },
  {
    brand: 'Davines',
    supplier: 1,
    category: 'Hair care',
    productType: 'retail',
    unit: 'bottle',
    items: [
      ['OI Shampoo', 32],
      ['OI All in One Milk', 36],
      ['Love Curl Shampoo', 30],
      ['Momo Shampoo', 30],
      ['This Is A Sea Salt Spray', 30],
    ],
  },
  {
    brand: 'Salon supplies',
    supplier: 0,
    category: 'Backbar supplies',
    productType: 'backbar',
    unit: 'box',
    items: [
      ['Foil sheets 500', 0],
      ['Nitrile gloves (100)', 0],
      ['Neck strips (360)', 0],
      ['Disposable capes (50)', 0],
      ['Cotton coil 1 lb', 0],
    ],
  },
];

/** A stable SKU: brand letters, line number and item number ('OLA-01-03'). */
function skuOf(brand: string, line: number, item: number): string {
  const letters = brand
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  return `${letters}-${String(line + 1).padStart(2, '0')}-${String(item + 1).padStart(2, '0')}`;
}

/** The whole catalogue: prices from the table, costs about half, backbar priced at cost. */
export function demoCatalogue(random: () => number): DemoProduct[] {
  return LINES.flatMap((line, li) =>
    line.items.map(([name, price], ii) => {
      const backbar = line.productType === 'backbar';
      const costCents = backbar ? 800 + Math.round(random() * 20) * 100 : Math.round(price * 100 * 0.48);
      return {
        name: `${line.brand} ${name}`,
        brand: line.brand,
        category: line.category,
        sku: skuOf(line.brand, li, ii),
        productType: line.productType,
        unit: line.unit,
        priceCents: backbar ? 0 : price * 100,
        costCents,
        minStock: backbar ? 4 : 5 + Math.round(random() * 3),
        weeklyUse: backbar ? 1 + Math.round(random() * 2) : Math.round(random() * 3),
        supplier: line.supplier,
      };
    }),
  );
}

/** What each colour, nail and facial service consumes, by the catalogue's SKUs (units as stocked). */
export const SERVICE_USES: Record<string, { sku: string; quantity: number }[]> = {
  'Single-Process Colour': [
    { sku: 'WEL-06-01', quantity: 1 },
    { sku: 'WEL-06-11', quantity: 0.06 },
    { sku: 'SAL-19-02', quantity: 0.02 },
  ],
  'Root Touch-Up': [
    { sku: 'WEL-06-02', quantity: 0.5 },
    { sku: 'WEL-06-11', quantity: 0.04 },
  ],
  'Partial Highlights': [
    { sku: 'WEL-06-10', quantity: 0.1 },
    { sku: 'WEL-06-12', quantity: 0.05 },
    { sku: 'SAL-19-01', quantity: 0.05 },
  ],
  'Full Highlights': [
    { sku: 'WEL-06-10', quantity: 0.2 },
    { sku: 'WEL-06-12', quantity: 0.1 },
    { sku: 'SAL-19-01', quantity: 0.1 },
  ],
  Balayage: [
    { sku: 'WEL-06-10', quantity: 0.2 },
    { sku: 'OLA-02-01', quantity: 0.02 },
    { sku: 'OLA-02-02', quantity: 0.03 },
  ],
  'Gel Manicure': [{ sku: 'OPI-14-06', quantity: 0.05 }],
  'Signature Facial': [
    { sku: 'DER-13-01', quantity: 0.05 },
    { sku: 'DER-13-03', quantity: 0.05 },
  ],
};
