/**
 * How long a text message is in carrier terms (issue #32 "Text"): its characters, its encoding
 * (GSM-7 when every character is in the GSM 03.38 alphabet, else UCS-2) and how many segments
 * it is billed as (160/153 characters a segment in GSM-7, 70/67 in UCS-2). Twilio's own
 * calculator does the counting. It is CommonJS, so outside contracts import this module as
 * `@daybook/contracts/text-message-size`, never through the main entry (the booking page's
 * bundle stays without it).
 */
import { SegmentedMessage } from 'sms-segments-calculator';

/** A text's size as a carrier bills it. */
export interface TextMessageSize {
  characters: number;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
}

/** The size of `body` as sent (an empty body is one segment of nothing). */
export function textMessageSize(body: string): TextMessageSize {
  const m = new SegmentedMessage(body, 'auto');
  return {
    characters: m.numberOfCharacters,
    encoding: m.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2',
    segments: Math.max(1, m.segmentsCount),
  };
}
