import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import type SanitizeHtml from 'sanitize-html';
import type SvgCaptcha from 'svg-captcha';

/**
 * Packages that no request of a fresh start needs, loaded on first use instead of at start
 * (issue 18 §3, docs/performance.md "Cold start and shutdown"): together ≈ 0.5 s of the start on
 * this machine, exceljs alone ≈ 0.3 s. Each is loaded once; its first user waits for it.
 */
const require = createRequire(import.meta.url);

let excel: Promise<typeof ExcelJSModule> | null = null;
/** exceljs: exports of lists and the dictionary's xlsx import and template. */
export const loadExcel = (): Promise<typeof ExcelJSModule> => (excel ??= import('exceljs').then((m) => m.default));

let sanitizer: typeof SanitizeHtml | null = null;
/** sanitize-html, for rich-text values on save: a synchronous caller, so a synchronous require. */
export const sanitizeHtmlPackage = (): typeof SanitizeHtml => (sanitizer ??= require('sanitize-html') as typeof SanitizeHtml);

let captcha: typeof SvgCaptcha | null = null;
/** svg-captcha (it reads its font file when loaded): the first captcha drawn. */
export const svgCaptchaPackage = (): typeof SvgCaptcha => (captcha ??= require('svg-captcha') as typeof SvgCaptcha);
