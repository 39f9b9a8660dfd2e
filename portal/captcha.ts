import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from './store';
import { ALPHABET, GLYPHS } from './captcha-glyphs';
import { issueProof, type ProofChallenge } from './captcha-proof';

/**
 * Captchas (forms send pictureType and verifyCode): random text drawn as a warped, noisy PNG, single use, short-lived,
 * each with a proof-of-work challenge (captcha-proof.ts) the browser solves. The non-visual kind has no text to read
 * (answer '', verifyCode sent empty) and a costlier proof of work instead.
 */
export const CAPTCHA_TTL_MINUTES = 10;
export const CAPTCHA_LENGTH = 5;
const WIDTH = 140;
const HEIGHT = 40;

const rand = (min: number, max: number) => min + (crypto.randomInt(0, 10_000) / 10_000) * (max - min);
const colour = () => `hsl(${crypto.randomInt(0, 360)},55%,${crypto.randomInt(25, 45)}%)`;

export function randomAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join('');
}

/** One character as jittered strokes of the glyph, scaled, tilted and placed with its centre at (cx, cy). */
function glyphPath(char: string, cx: number, cy: number): string {
  const scale = rand(3.8, 4.4);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return GLYPHS[char]
    .map((stroke) =>
      stroke
        .map(([gx, gy], i) => {
          const x = (gx - 2 + rand(-0.25, 0.25)) * scale;
          const y = (gy - 3 + rand(-0.25, 0.25)) * scale;
          return `${i ? 'L' : 'M'}${(cx + x * cos - y * sin).toFixed(1)} ${(cy + x * sin + y * cos).toFixed(1)}`;
        })
        .join(''),
    )
    .join('');
}

/**
 * The answer drawn character by character, each with its own tilt and colour, crossed by noise curves and dots, then
 * warped by a turbulence displacement and rasterised to PNG (sharp/librsvg): the image holds pixels, not the glyphs'
 * vector paths a short script could match.
 */
export async function renderCaptchaPng(answer: string): Promise<string> {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6f8"/>`];
  const step = WIDTH / (answer.length + 1);
  [...answer].forEach((char, i) => {
    const d = glyphPath(char, step * (i + 1) + rand(-2, 2), HEIGHT / 2 + rand(-2, 2));
    parts.push(`<path d="${d}" stroke="${colour()}" stroke-width="${rand(2, 2.8).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`);
  });
  for (let i = 0; i < 7; i++) {
    parts.push(`<path d="M${rand(0, WIDTH).toFixed(1)} ${rand(0, HEIGHT).toFixed(1)} Q${rand(0, WIDTH).toFixed(1)} ${rand(0, HEIGHT).toFixed(1)} ${rand(0, WIDTH).toFixed(1)} ${rand(0, HEIGHT).toFixed(1)}" stroke="${colour()}" stroke-width="${rand(0.8, 1.8).toFixed(1)}" fill="none"/>`);
  }
  for (let i = 0; i < 60; i++) parts.push(`<circle cx="${rand(0, WIDTH).toFixed(1)}" cy="${rand(0, HEIGHT).toFixed(1)}" r="${rand(0.5, 1.4).toFixed(1)}" fill="${colour()}"/>`);
  const warp = `<filter id="w" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="${rand(0.02, 0.04).toFixed(3)} ${rand(0.05, 0.09).toFixed(3)}" numOctaves="2" seed="${crypto.randomInt(1, 10_000)}"/><feDisplacementMap in="SourceGraphic" scale="${rand(5, 8).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/></filter>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * 2}" height="${HEIGHT * 2}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${warp}</defs><g filter="url(#w)">${parts.join('')}</g></svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export type CaptchaMode = 'visual' | 'non-visual';

/** Stores a new captcha (pruning long-expired ones) and returns its id, image (none when non-visual) and challenge. */
export async function issueCaptcha(q: Queryable, mode: CaptchaMode = 'visual'): Promise<{ pictureType: string; image: string; challenge: ProofChallenge }> {
  const id = crypto.randomBytes(16).toString('base64url');
  const answer = mode === 'visual' ? randomAnswer() : '';
  const [image, challenge] = await Promise.all([answer ? renderCaptchaPng(answer) : '', issueProof(id, mode, CAPTCHA_TTL_MINUTES)]);
  await q.query(`DELETE FROM captchas WHERE expires_at < now() - interval '1 hour'`);
  await q.query(`INSERT INTO captchas (id, answer, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [id, answer, CAPTCHA_TTL_MINUTES]);
  return { pictureType: id, image, challenge };
}

/**
 * Uses up the captcha and tells whether the visitor read it right (case-insensitive). A captcha works once:
 * used, expired or unknown ids fail. Run inside the submission's transaction so a refused write keeps nothing.
 */
export async function consumeCaptcha(q: Queryable, id: string, verifyCode: string): Promise<boolean> {
  const rows = await q.query<{ answer: string }>(
    'UPDATE captchas SET used = TRUE WHERE id = $1 AND NOT used AND expires_at > now() RETURNING answer',
    [id],
  );
  return rows.length === 1 && rows[0].answer.toUpperCase() === verifyCode.trim().toUpperCase();
}

/** Spends a captcha outside any transaction: after a wrong answer, so one captcha cannot be guessed at twice. */
export async function burnCaptcha(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE captchas SET used = TRUE WHERE id = $1', [id]);
}
