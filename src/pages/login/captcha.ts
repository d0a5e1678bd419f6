import { get } from '../../api/client';

/**
 * The login's captcha codes. They mirror `ResponseCode` in schemas/envelope.ts (a test checks they
 * agree); importing that module here would pull TypeBox into the login chunk.
 */
export const CAPTCHA_CODE = {
  /** The account had 3 failed logins lately: the login needs a captcha. */
  CAPTCHA_REQUIRED: 10020,
  /** The captcha was wrong, expired or already used: a new one is needed. */
  CAPTCHA_INVALID: 10021,
} as const;

export interface Captcha {
  captchaId: string;
  /** An SVG document. */
  svg: string;
}

/** The size the image is shown at: the size the server draws it (CAPTCHA_SIZE in server/auth/captcha-draw.ts). */
export const CAPTCHA_IMAGE = { width: 150, height: 50 } as const;

/** A new login captcha (`GET /ks/common/captcha`, public). */
export const fetchCaptcha = () => get<Captcha>('/ks/common/captcha');

/**
 * The image's address. The SVG goes into an <img> as a data: URL, never into the page's markup: an
 * image cannot run script, and the Content-Security-Policy allows `img-src 'self' data:`.
 */
export const captchaSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
