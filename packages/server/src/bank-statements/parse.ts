import { bankStatementTexts as texts } from '@stickers62/core/texts';
import iconv from 'iconv-lite';

/**
 * The bank's statement in the 1C exchange format (1CClientBankExchange, the text file every
 * Russian bank exports for accounting): `Ключ=Значение` lines, one payment per
 * `СекцияДокумент=…` … `КонецДокумента`, the whole ending with `КонецФайла`. Its encoding is
 * named inside it: `Кодировка=Windows` (CP1251) or `Кодировка=DOS` (CP866). Anything the shop
 * cannot read surely is refused with a Russian message before anything is written.
 */

/** A statement the shop refuses; the message is for the manager. */
export class StatementError extends Error {
  override name = 'StatementError';
}

const header = '1CClientBankExchange';
const encodingLine = /^Кодировка=(.*)$/m;
const encodings = [
  { name: 'windows-1251', declared: 'Windows' },
  { name: 'cp866', declared: 'DOS' },
] as const;

/** The statement's text, decoded as its `Кодировка=` line says. */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new StatementError(texts.empty);
  const start = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^\uFEFF|^ï»¿/, '');
  if (!start.startsWith(header)) throw new StatementError(texts.notExchangeFile);
  const buffer = Buffer.from(bytes);
  for (const encoding of encodings) {
    const text = iconv.decode(buffer, encoding.name);
    if (encodingLine.exec(text)?.[1]?.trim() === encoding.declared) return text;
  }
  // The line is readable only in another encoding: UTF-8 (a file re-saved in an editor) or one not supported.
  const utf8 = encodingLine.exec(buffer.toString('utf8'))?.[1]?.trim();
  if (utf8 !== undefined) {
    const known = encodings.some((encoding) => encoding.declared === utf8);
    throw new StatementError(known ? texts.encodingMismatch(utf8) : texts.unsupportedEncoding(utf8));
  }
  for (const encoding of encodings) {
    const declared = encodingLine.exec(iconv.decode(buffer, encoding.name))?.[1]?.trim();
    if (declared !== undefined) throw new StatementError(texts.unsupportedEncoding(declared));
  }
  throw new StatementError(texts.noEncoding);
}

/** One `СекцияДокумент` with the line it starts on. */
export interface StatementDocument {
  line: number;
  kind: string;
  fields: Map<string, string>;
}

/** Every document section of a decoded statement; a section or a file cut short is refused. */
export function parseStatement(text: string): StatementDocument[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines[0]?.trim() !== header) throw new StatementError(texts.notExchangeFile);
  const documents: StatementDocument[] = [];
  let open: StatementDocument | null = null;
  for (let index = 1; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line.startsWith('СекцияДокумент=')) {
      if (open) throw new StatementError(texts.unfinishedDocument(open.line));
      open = { line: index + 1, kind: line.slice('СекцияДокумент='.length), fields: new Map() };
    } else if (line === 'КонецДокумента') {
      if (open) documents.push(open);
      open = null;
    } else if (line === 'КонецФайла') {
      if (open) throw new StatementError(texts.unfinishedDocument(open.line));
      return documents;
    } else if (open) {
      const equals = line.indexOf('=');
      if (equals > 0) open.fields.set(line.slice(0, equals), line.slice(equals + 1).trim());
    }
  }
  if (open) throw new StatementError(texts.unfinishedDocument(open.line));
  throw new StatementError(texts.unfinishedFile);
}

/** A payment into the shop's account, as the statement gives it. */
export interface IncomingPayment {
  /** The payment order's identity: the same payment in another upload has the same key. */
  key: string;
  number: string;
  /** `YYYY-MM-DD` */
  date: string;
  amountKopecks: number;
  payerInn: string | null;
  payerName: string | null;
  payerAccount: string | null;
  purpose: string;
}

const amountShape = /^(\d{1,15})(?:[.,](\d{1,2}))?$/;
const dateShape = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function required(document: StatementDocument, field: string): string {
  const value = document.fields.get(field);
  if (value === undefined || value === '') throw new StatementError(texts.missingField(document.line, field));
  return value;
}

/** The documents paying into `account` (the shop's); outgoing ones and others' are left out. */
export function incomingPayments(documents: readonly StatementDocument[], account: string): IncomingPayment[] {
  const payments: IncomingPayment[] = [];
  for (const document of documents) {
    const payee = document.fields.get('ПолучательСчет') || document.fields.get('ПолучательРасчСчет');
    if (payee !== account) continue;
    const number = required(document, 'Номер');
    const dateText = required(document, 'Дата');
    const date = dateShape.exec(dateText);
    if (!date) throw new StatementError(texts.badDate(document.line, dateText));
    const amountText = required(document, 'Сумма');
    const amount = amountShape.exec(amountText);
    if (!amount) throw new StatementError(texts.badAmount(document.line, amountText));
    const amountKopecks = Number(amount[1]) * 100 + Number((amount[2] ?? '0').padEnd(2, '0'));
    const payerAccount = document.fields.get('ПлательщикСчет') || document.fields.get('ПлательщикРасчСчет') || null;
    const payerInn = document.fields.get('ПлательщикИНН') || null;
    const isoDate = `${date[3]}-${date[2]}-${date[1]}`;
    payments.push({
      key: [number, isoDate, amountKopecks, payerAccount ?? payerInn ?? '', payee].join('|'),
      number,
      date: isoDate,
      amountKopecks,
      payerInn,
      payerName: document.fields.get('Плательщик1') || document.fields.get('Плательщик') || null,
      payerAccount,
      purpose: document.fields.get('НазначениеПлатежа') ?? '',
    });
  }
  return payments;
}
