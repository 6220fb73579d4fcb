/**
 * Outgoing text messages: Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are
 * all set, otherwise none (callers answer "Text messages are not configured" rather than pretend).
 * Message bodies never reach the log.
 */
import twilio from 'twilio';

export interface SmsMessage {
  /** E.164 phone number, e.g. +12125550100. */
  to: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface TwilioSettings {
  accountSid?: string;
  authToken?: string;
  from?: string;
}

/** The sender for the settings, or null when texts are not configured. */
export function createSmsSender(settings: TwilioSettings): SmsSender | null {
  const { accountSid, authToken, from } = settings;
  if (!accountSid || !authToken || !from) return null;
  const client = twilio(accountSid, authToken);
  return {
    async send(m) {
      await client.messages.create({ from, to: m.to, body: m.body });
    },
  };
}
