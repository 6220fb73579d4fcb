/** An uploaded CSV file as the imports receive it: base64 in a JSON body. */
import { AppError } from '../core/app-error.js';

/** What an import says when the file itself is unusable. */
export interface CsvFileMessages {
  empty: string;
  tooLarge: string;
  encoding: string;
}

/**
 * The file's text; 400 on `contentBase64` when it is empty, larger than `maxBytes` or not UTF-8
 * (a leading BOM is dropped).
 */
export function decodeCsvFile(contentBase64: string, maxBytes: number, messages: CsvFileMessages): string {
  const refuse = (message: string) =>
    new AppError('VALIDATION', message, [{ path: 'contentBase64', message }]);
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length === 0) throw refuse(messages.empty);
  if (bytes.length > maxBytes) throw refuse(messages.tooLarge);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(messages.encoding);
  }
}
