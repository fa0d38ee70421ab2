import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';

const run = promisify(execFile);

/** Whether LibreOffice's `soffice` is on this machine (CI installs Debian's libreoffice-calc-nogui). */
export async function hasSoffice(): Promise<boolean> {
  try {
    await run('soffice', ['--version'], { timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}

/** The files of a zip archive (an .xlsx), by name: read through its central directory, stored or deflated. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  let entry = archive.readUInt32LE(end + 16);
  const count = archive.readUInt16LE(end + 10);
  for (let index = 0; index < count; index++) {
    const method = archive.readUInt16LE(entry + 10);
    const compressedSize = archive.readUInt32LE(entry + 20);
    const nameLength = archive.readUInt16LE(entry + 28);
    const extraLength = archive.readUInt16LE(entry + 30);
    const commentLength = archive.readUInt16LE(entry + 32);
    const localHeader = archive.readUInt32LE(entry + 42);
    const name = archive.toString('utf8', entry + 46, entry + 46 + nameLength);
    const dataStart =
      localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 0 ? data : inflateRawSync(data));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** A cell of the first sheet as LibreOffice stored it. */
export interface SheetCell {
  /** `n` a number (dates are numbers with a date format), `s` a shared string, `str` a formula's text... */
  type: string;
  /** The number, or the text of a string cell. */
  value: string;
  /** Whether the cell's number format shows a date. */
  isDate: boolean;
}

const decodeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** The first sheet's cells by reference (`A1`), read from the workbook's XML. */
function sheetCells(files: Map<string, Buffer>): Map<string, SheetCell> {
  const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
  const styles = files.get('xl/styles.xml')?.toString('utf8') ?? '';
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    ([, item]) => decodeXml([...(item ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, text]) => text).join('')),
  );
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map(([, id, code]) => [id, code ?? '']),
  );
  const cellFormats = [
    ...(styles.match(/<cellXfs[\s\S]*?<\/cellXfs>/)?.[0] ?? '').matchAll(/<xf numFmtId="(\d+)"/g),
  ].map(([, id]) => id ?? '0');
  // Built-in date formats 14–22, or a custom one that writes a day, month or year.
  const isDateFormat = (id: string) =>
    (Number(id) >= 14 && Number(id) <= 22) || /[dy]/i.test((formats.get(id) ?? '').replace(/"[^"]*"/g, ''));
  const cells = new Map<string, SheetCell>();
  for (const [, attributes = '', body = ''] of sheet.matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const reference = attributes.match(/r="([A-Z]+\d+)"/)?.[1];
    if (!reference) continue;
    const type = attributes.match(/t="(\w+)"/)?.[1] ?? 'n';
    const style = attributes.match(/s="(\d+)"/)?.[1] ?? '0';
    const raw = decodeXml(body.match(/<v>([\s\S]*?)<\/v>/)?.[1] ?? '');
    const value = type === 's' ? (shared[Number(raw)] ?? '') : raw;
    cells.set(reference, { type, value, isDate: type === 'n' && isDateFormat(cellFormats[Number(style)] ?? '0') });
  }
  return cells;
}

/**
 * Opens CSV text as LibreOffice Calc would in a Russian locale (semicolon, double quote,
 * UTF-8, from line 1: `--infilter=CSV:59,34,76,1,,1049`), saves it as .xlsx and reads the
 * first sheet's cells back.
 */
export async function csvThroughLibreOffice(csv: string | Buffer): Promise<Map<string, SheetCell>> {
  const dir = await mkdtemp(join(tmpdir(), 'csv-xlsx-'));
  try {
    await writeFile(join(dir, 'orders.csv'), csv);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        '--infilter=CSV:59,34,76,1,,1049',
        '--convert-to',
        'xlsx',
        '--outdir',
        dir,
        join(dir, 'orders.csv'),
      ],
      { timeout: 120_000 },
    );
    return sheetCells(unzip(await readFile(join(dir, 'orders.xlsx'))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The spreadsheet serial number of a calendar day (days since 30 December 1899). */
export const spreadsheetDay = (isoDay: string) =>
  (Date.parse(`${isoDay}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
