import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../contract/langs';
import { htmlText } from './search';
import { config } from '../../config';

/**
 * PDF export of a document (POST /help-doc/document/pdf/{docId}). pdfkit lays out the article as text blocks;
 * Noto Sans CJK (Debian fonts-noto-cjk, or DOC_PDF_FONT) renders Chinese, Japanese and Korean. Without that font
 * the built-in Helvetica is used and characters it cannot encode are dropped.
 */
const DEFAULT_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
/** The face of the collection for each language, so shared Han characters take that language's glyph forms. */
const FACE: Record<Lang, string> = { EN_US: 'NotoSansCJKsc-Regular', ZH_CN: 'NotoSansCJKsc-Regular', JA_JP: 'NotoSansCJKjp-Regular', KO_KR: 'NotoSansCJKkr-Regular' };

let fontBytes: Buffer | null | undefined;
function cjkFont(): Buffer | null {
  if (fontBytes === undefined) {
    const file = config().DOC_PDF_FONT || DEFAULT_FONT;
    fontBytes = fs.existsSync(file) ? fs.readFileSync(file) : null;
    if (!fontBytes) console.warn('[docs] %s not found: PDFs use Helvetica and drop CJK characters', file);
  }
  return fontBytes;
}

export interface PdfBlock {
  kind: 'heading' | 'paragraph' | 'item' | 'code' | 'row';
  text: string;
}

const BLOCK_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'pre', 'tr']);
const CELL_BREAK = '\u0000';

/**
 * The article's HTML as text blocks in reading order (headings, paragraphs, list items, code, table rows).
 * One linear pass over the tags: after the tag name comes `>` or a character that cannot continue the name, so the
 * regex never tries the ways of splitting a long run of letters between name and attributes (quadratic on `<a` + 60k letters);
 * a block nested in another (a paragraph in a list item) belongs to the outer one.
 */
export function htmlBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let open: { tag: string; parts: string[] } | null = null;
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?:[^<>a-zA-Z0-9][^<>]*)?>/g)) {
    if (open) open.parts.push(html.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = match[2].toLowerCase();
    if (!open) {
      if (!closing && BLOCK_TAGS.has(tag)) open = { tag, parts: [] };
    } else if (closing && tag === open.tag) {
      const block = toBlock(open.tag, open.parts.join(''));
      if (block) blocks.push(block);
      open = null;
    } else if (open.tag === 'tr' && closing && (tag === 'td' || tag === 'th')) {
      open.parts.push(CELL_BREAK);
    } else if (open.tag === 'pre' && tag === 'br') {
      open.parts.push('\n');
    }
  }
  return blocks;
}

function toBlock(tag: string, raw: string): PdfBlock | null {
  if (tag === 'pre') {
    const code = htmlText(raw.replace(/\n/g, '&#10;')).replace(/ ?&#10; ?/g, '\n');
    return code ? { kind: 'code', text: code } : null;
  }
  if (tag === 'tr') {
    const text = raw.split(CELL_BREAK).map(htmlText).filter(Boolean).join('  |  ');
    return text ? { kind: 'row', text } : null;
  }
  const text = htmlText(raw);
  if (!text) return null;
  return { kind: tag.startsWith('h') ? 'heading' : tag === 'li' ? 'item' : 'paragraph', text };
}

export async function renderDocumentPdf(input: { title: string; subtitle: string; html: string; lang: Lang }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: input.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const font = cjkFont();
  // Helvetica encodes WinAnsi only: keep what it can show rather than fail.
  const safe = font ? (s: string) => s : (s: string) => s.replace(/[^\x09\x0a\x20-\x7e\xa0-\xff]/g, '');
  if (font) doc.registerFont('body', font, FACE[input.lang]);
  const body = font ? 'body' : 'Helvetica';
  const mono = font ? 'body' : 'Courier';

  doc.font(body).fontSize(20).text(safe(input.title));
  doc.moveDown(0.3).fontSize(9).fillColor('#666666').text(safe(input.subtitle)).fillColor('#000000').moveDown();
  let item = 0;
  for (const block of htmlBlocks(input.html)) {
    item = block.kind === 'item' ? item + 1 : 0;
    if (block.kind === 'heading') doc.moveDown(0.5).font(body).fontSize(14).text(safe(block.text)).moveDown(0.3);
    else if (block.kind === 'item') doc.font(body).fontSize(11).text(`${item}. ${safe(block.text)}`, { indent: 12 });
    else if (block.kind === 'code') doc.moveDown(0.3).font(mono).fontSize(9).text(safe(block.text), { indent: 12 }).moveDown(0.3);
    else if (block.kind === 'row') doc.font(body).fontSize(9).text(safe(block.text));
    else doc.font(body).fontSize(11).text(safe(block.text)).moveDown(0.5);
  }
  doc.end();
  return done;
}
