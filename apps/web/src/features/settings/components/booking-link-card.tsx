/**
 * One location's public online booking link (issue #10): the address of its /book page, a
 * Copy button, its QR code and a Download QR button (an SVG file, sharp at any print size).
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import type { Establishment } from '@daybook/contracts';

/** The absolute address of the public booking page of `establishmentId` on `origin`. */
export function bookingLink(origin: string, establishmentId: string): string {
  return `${origin}/book/${encodeURIComponent(establishmentId)}`;
}

/** A file name for the location's QR code: its name in lower-case words joined by dashes. */
export function qrFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `booking-qr-${slug || 'location'}.svg`;
}

function download(svg: SVGSVGElement, fileName: string): void {
  const text = new XMLSerializer().serializeToString(svg);
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

/** The card of one location. */
export function BookingLinkCard({ establishment, origin }: { establishment: Establishment; origin: string }) {
  const link = bookingLink(origin, establishment.id);
  const qr = useRef<SVGSVGElement>(null);
  const headingId = `booking-${establishment.id}`;
  // The public page takes bookings only then (online-booking module); say so before it is shared.
  const takesBookings = establishment.isActive && establishment.settings.booking.allowOnlineBooking;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {/* White behind the code in both themes: scanners need the contrast. */}
        <Paper p={8} bg="white" radius="sm" withBorder>
          <QRCodeSVG
            ref={qr}
            value={link}
            size={128}
            marginSize={1}
            title={`QR code of the booking link of ${establishment.name}`}
            role="img"
          />
        </Paper>
        <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              {establishment.name}
            </Title>
            {!establishment.isActive && (
              <Badge color="gray" variant="light">
                Inactive
              </Badge>
            )}
          </Group>
          {!takesBookings && (
            <Text size="sm" c="dimmed">
              Online booking is off here: the page says so until it is turned on in the location's settings
              under {/* Underlined: a link inside a sentence must not rest on its colour alone. */}
              <Anchor component={Link} to="/establishments" underline="always">
                Establishments
              </Anchor>
              .
            </Text>
          )}
          <TextInput
            label="Online booking link"
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={link} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                  onClick={copy}
                  aria-label={
                    copied
                      ? `Copied the link of ${establishment.name}`
                      : `Copy the link of ${establishment.name}`
                  }
                >
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => qr.current && download(qr.current, qrFileName(establishment.name))}
              aria-label={`Download the QR code of ${establishment.name}`}
            >
              Download QR
            </Button>
            <Button
              size="xs"
              variant="subtle"
              component="a"
              href={link}
              target="_blank"
              rel="noopener"
              aria-label={`Open the booking page of ${establishment.name}`}
            >
              Open
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
