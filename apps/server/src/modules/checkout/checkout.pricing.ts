/**
 * Pricing of the register's lines on the server (issue #13): the client sends what it sells,
 * never what it costs. A service line costs its appointment's booked price when it names an
 * appointment of the ticket's visit for the same service, else the service's catalogue price at
 * the location; a product line costs the product's price. Taxable comes from the service or
 * product. Pure: the caller reads the catalogue; every refusal is a 400 naming the line's field.
 */
import {
  CHECKOUT_MESSAGES,
  discountCents,
  type AppointmentStatus,
  type CartLineInput,
  type CheckoutParsed,
  type Discount,
  type DiscountInput,
  type DiscountType,
  type LineKind,
} from '@daybook/contracts';
import { invalid } from '../../core/app-error.js';
import { toCents } from '../../lib/money.js';

/** Appointment statuses a ticket may sell (spec: not cancelled, not a no-show). */
const CHECKOUTABLE: readonly AppointmentStatus[] = [
  'booked',
  'confirmed',
  'checked_in',
  'in_service',
  'completed',
];

/** True when an appointment in `status` may be put on a ticket and paid. */
export function isCheckoutable(status: AppointmentStatus): boolean {
  return CHECKOUTABLE.includes(status);
}

/** A discount as the engine takes it: fixed in cents, percent as is. */
export function toDiscountInput(discount: Discount | null | undefined): DiscountInput | null {
  if (!discount) return null;
  return discount.type === 'fixed'
    ? { type: 'fixed', amountCents: toCents(discount.value) }
    : { type: 'percent', percent: discount.value };
}

/** A stored discount (type, and dollars or percent) as the wire shows it. */
export function toDiscount(type: DiscountType | null, value: number | null): Discount | null {
  return type && value !== null ? { type, value } : null;
}

/** A stored line's worth before tax and tip, after its own discount, cents. */
export function lineSubtotalCents(line: {
  unitPriceCents: number;
  quantity: number;
  discountType: DiscountType | null;
  discountValue: number | null;
}): number {
  const gross = line.unitPriceCents * line.quantity;
  return gross - discountCents(gross, toDiscountInput(toDiscount(line.discountType, line.discountValue)));
}

/** A line priced by the server, ready to store on the ticket. */
export interface PricedLine {
  kind: LineKind;
  serviceId: string | null;
  productId: string | null;
  appointmentId: string | null;
  name: string;
  staffId: string | null;
  unitPriceCents: number;
  quantity: number;
  taxable: boolean;
  discount: Discount | null;
}

/** What pricing reads: the catalogue entries the lines name, and the ticket's visit. */
export interface Catalogue {
  establishmentId: string;
  services: ReadonlyMap<
    string,
    { establishmentId: string; name: string; priceCents: number; taxable: boolean }
  >;
  products: ReadonlyMap<
    string,
    {
      establishmentId: string;
      name: string;
      priceCents: number;
      taxable: boolean;
      productType: string;
      isAvailable: boolean;
    }
  >;
  /** The appointments of the ticket's visit, by id (empty for a walk-in or retail sale). */
  visit: ReadonlyMap<
    string,
    { serviceId: string; serviceName: string; staffId: string; priceCents: number; status: AppointmentStatus }
  >;
}

type RequestLine = CheckoutParsed['lines'][number];

function priceService(line: RequestLine, path: string, catalogue: Catalogue): PricedLine {
  const appointment = line.appointmentId ? catalogue.visit.get(line.appointmentId) : undefined;
  if (line.appointmentId && !appointment)
    throw invalid(`${path}.appointmentId`, CHECKOUT_MESSAGES.appointmentUnknown);
  if (appointment && !isCheckoutable(appointment.status))
    throw invalid(`${path}.appointmentId`, CHECKOUT_MESSAGES.appointmentNotCheckoutable);
  const service = line.serviceId ? catalogue.services.get(line.serviceId) : undefined;
  if (!service || service.establishmentId !== catalogue.establishmentId)
    throw invalid(`${path}.serviceId`, CHECKOUT_MESSAGES.serviceUnknown);
  const booked = appointment && appointment.serviceId === line.serviceId ? appointment : undefined;
  return {
    kind: 'service',
    serviceId: line.serviceId ?? null,
    productId: null,
    appointmentId: line.appointmentId ?? null,
    name: booked?.serviceName ?? service.name,
    staffId: line.staffId !== undefined ? line.staffId : (appointment?.staffId ?? null),
    unitPriceCents: booked?.priceCents ?? service.priceCents,
    quantity: line.quantity,
    taxable: service.taxable,
    discount: line.discount ?? null,
  };
}

function priceProduct(line: RequestLine, path: string, catalogue: Catalogue): PricedLine {
  const product = line.productId ? catalogue.products.get(line.productId) : undefined;
  if (!product || product.establishmentId !== catalogue.establishmentId || !product.isAvailable)
    throw invalid(`${path}.productId`, CHECKOUT_MESSAGES.productUnknown);
  if (product.productType === 'backbar')
    throw invalid(`${path}.productId`, CHECKOUT_MESSAGES.productNotForSale);
  return {
    kind: 'product',
    serviceId: null,
    productId: line.productId ?? null,
    appointmentId: null,
    name: product.name,
    staffId: line.staffId ?? null,
    unitPriceCents: product.priceCents,
    quantity: line.quantity,
    taxable: product.taxable,
    discount: line.discount ?? null,
  };
}

/** Prices `lines` from `catalogue`. 400 on `lines.N.<field>` for an unknown or unsellable entry. */
export function priceLines(lines: readonly RequestLine[], catalogue: Catalogue): PricedLine[] {
  return lines.map((line, i) =>
    line.kind === 'service'
      ? priceService(line, `lines.${i}`, catalogue)
      : priceProduct(line, `lines.${i}`, catalogue),
  );
}

/** The priced lines as the totals engine takes them. */
export function toCartLines(lines: readonly PricedLine[]): CartLineInput[] {
  return lines.map((line) => ({
    kind: line.kind,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    taxable: line.taxable,
    staffId: line.staffId,
    discount: toDiscountInput(line.discount),
  }));
}
