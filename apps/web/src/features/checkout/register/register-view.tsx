/**
 * The register (issue #13, spec operations.md §2 Register, §3 Register state): catalogue on the
 * left, the cart on the right with its client, lines, discounts, tip, tax and payments. The
 * preview comes from computeCartTotals, the server's own function; the checkout sends only
 * choices, with one Idempotency-Key per attempt so a retry after a network error pays once.
 * A tip above the location's ceiling needs a manager's approval before Charge (issue #28).
 */
import { useRef, useState } from 'react';
import { Alert, Button, Divider, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  CHECKOUT_MESSAGES,
  hasPermission,
  tipNeedsApproval,
  type Establishment,
  type Product,
  type Service,
  type Transaction,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useStaff } from '../../../lib/catalog/api/services-api';
import { formatCurrency } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useCheckout, useRegisterSettings } from '../api/register-api';
import { CataloguePanel } from './catalogue-panel';
import { CartLines } from './cart-lines';
import {
  cartStaff,
  previewTotals,
  suggestedTipBase,
  toCheckoutBody,
  toDollars,
  type Cart,
  type CartLine,
} from './cart';
import { ClientSection } from './client-section';
import { DiscountField } from './discount-field';
import { SaleComplete } from './sale-complete';
import { TenderSection } from './tender-section';
import { checkTenders } from './tenders';
import { approvalFilled, TipApproval, type TipApprovalDraft } from './tip-approval';
import { TipSection } from './tip-section';
import { TotalsSummary } from './totals-summary';

export interface RegisterViewProps {
  tenantId: string;
  establishment: Establishment;
  initialCart: Cart;
  /** Clears the sale (and any ticket in the address) for the next one. */
  onNewSale: () => void;
}

const newLine = (over: Omit<CartLine, 'key' | 'quantity' | 'discount' | 'appointmentId'>): CartLine => ({
  key: crypto.randomUUID(),
  quantity: 1,
  discount: null,
  appointmentId: null,
  ...over,
});

export function RegisterView({ tenantId, establishment, initialCart, onNewSale }: RegisterViewProps) {
  const establishmentId = establishment.id;
  const [cart, setCart] = useState<Cart>(initialCart);
  const [paid, setPaid] = useState<Transaction | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const settings = useRegisterSettings(establishmentId);
  const staff = useStaff(tenantId, establishmentId);
  const checkout = useCheckout(establishmentId);
  const { role } = useWorkspace();
  const [approval, setApproval] = useState<TipApprovalDraft>({ email: '', password: '' });

  if (paid) {
    return (
      <SaleComplete
        transaction={paid}
        establishmentName={establishment.name}
        timeZone={establishment.timeZone}
        onNewSale={onNewSale}
      />
    );
  }

  const update = (patch: Partial<Cart>) => setCart((c) => ({ ...c, ...patch }));
  const staffName = (id: string) => staff.data?.find((s) => s.id === id)?.name ?? 'Staff';
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  const taxRate = settings.data?.taxRate ?? null;
  const servicesOnly = settings.data?.suggestedTipOnServices ?? true;
  const preview = taxRate === null ? null : previewTotals(cart, taxRate);
  const totals = preview?.totals ?? null;
  const tenderCheck = totals ? checkTenders(totals.totalCents, cart.tenders) : null;
  const ceiling = settings.data?.tipCeilingPercent ?? null;
  const needsApproval = totals !== null && ceiling !== null && tipNeedsApproval(totals, ceiling);
  const canApprove = hasPermission(role, 'transaction:approve');
  const asksManager = needsApproval && !canApprove;
  const canCharge =
    cart.lines.length > 0 &&
    totals !== null &&
    !preview?.error &&
    tenderCheck?.problem === null &&
    (!asksManager || approvalFilled(approval)) &&
    !checkout.isPending;

  const addService = (s: Service) =>
    update({
      lines: [
        ...cart.lines,
        newLine({
          kind: 'service',
          serviceId: s.id,
          productId: null,
          name: s.name,
          price: s.price,
          taxable: s.taxable,
          staffId: null,
        }),
      ],
    });
  const addProduct = (p: Product) => {
    const same = cart.lines.find((l) => l.productId === p.id && l.appointmentId === null);
    update({
      lines: same
        ? cart.lines.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l))
        : [
            ...cart.lines,
            newLine({
              kind: 'product',
              serviceId: null,
              productId: p.id,
              name: p.name,
              price: p.price,
              taxable: p.taxable,
              staffId: null,
            }),
          ],
    });
  };

  const charge = () => {
    const body = {
      ...toCheckoutBody(cart, establishmentId),
      ...(asksManager ? { tipApproval: { email: approval.email.trim(), password: approval.password } } : {}),
    };
    const json = JSON.stringify(body);
    // The same sale keeps its key, so resending after a lost answer cannot pay twice.
    if (attempt.current?.body !== json) attempt.current = { body: json, key: crypto.randomUUID() };
    checkout.mutate({ body, key: attempt.current.key }, { onSuccess: setPaid });
  };
  const failure = checkout.isError ? errorMessage(checkout.error, 'Payment failed') : null;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <CataloguePanel
          tenantId={tenantId}
          establishmentId={establishmentId}
          onAddService={addService}
          onAddProduct={addProduct}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="register-cart">
          <Stack gap="sm">
            <Title order={2} size="h4" id="register-cart">
              {cart.ticketId ? 'Ticket' : 'Sale'}
            </Title>
            <ClientSection
              tenantId={tenantId}
              establishmentId={establishmentId}
              client={cart.clientId ? { id: cart.clientId, name: cart.clientName ?? 'Client' } : null}
              onChange={(c) => update({ clientId: c?.id ?? null, clientName: c?.name ?? null })}
            />
            <CartLines
              lines={cart.lines}
              totals={totals}
              staffOptions={staffOptions}
              onChange={(lines) => update({ lines })}
            />
            {cart.lines.length > 0 && (
              <>
                <DiscountField
                  label="Order discount"
                  value={cart.orderDiscount}
                  onChange={(orderDiscount) => update({ orderDiscount })}
                />
                <TipSection
                  baseCents={totals ? suggestedTipBase(cart, totals, servicesOnly) : 0}
                  servicesOnly={servicesOnly}
                  tip={cart.tip}
                  split={cart.tipSplit}
                  manual={cart.manualTips}
                  staff={cartStaff(cart).map((id) => ({ id, name: staffName(id) }))}
                  onTip={(tip) => update({ tip })}
                  onSplit={(tipSplit) => update({ tipSplit })}
                  onManual={(manualTips) => update({ manualTips })}
                />
                {needsApproval && ceiling !== null && (
                  <TipApproval
                    percent={ceiling}
                    canApprove={canApprove}
                    value={approval}
                    onChange={setApproval}
                  />
                )}
                <Divider />
                {settings.isPending && <Loader size="sm" aria-label="Loading the tax rate" />}
                {settings.isError && (
                  <Alert color="red" title="The tax rate could not be loaded">
                    {errorMessage(settings.error, 'Failed to load the tax rate')}
                  </Alert>
                )}
                {totals && taxRate !== null && (
                  <TotalsSummary totals={totals} taxRate={taxRate} staffName={staffName} />
                )}
                {preview?.error && (
                  <Text size="sm" c="var(--daybook-text-bad)" role="alert">
                    {preview.error}
                  </Text>
                )}
                <Divider label="Payment" labelPosition="left" />
                {totals && (
                  <TenderSection
                    totalCents={totals.totalCents}
                    tenders={cart.tenders}
                    onChange={(tenders) => update({ tenders })}
                  />
                )}
                {failure && (
                  <Alert color="red" title="Payment failed" role="alert">
                    {failure}
                    {failure === CHECKOUT_MESSAGES.drawerClosed &&
                      ' Open it in the Cash drawer panel above, then charge again.'}
                  </Alert>
                )}
                <Button
                  size="lg"
                  fullWidth
                  disabled={!canCharge}
                  loading={checkout.isPending}
                  onClick={charge}
                >
                  Charge {totals ? formatCurrency(toDollars(totals.totalCents)) : ''}
                </Button>
              </>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
