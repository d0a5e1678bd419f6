/**
 * The palette the app runs with (schemas/palette.ts). The shell sets it once at start (and again
 * when the user changes theme, remounting the tree); cells read it synchronously because a virtual
 * table mounts them by the hundred and a context lookup per cell is wasted work.
 */
import { readableOn } from '../../schemas/contrast';
import { PALETTES, PRESET_HUES, readableText, type Palette } from '../../schemas/palette';

let active: Palette = PALETTES.light;
const readable = new Map<string, string | undefined>();

export function setActivePalette(palette: Palette): void {
  active = palette;
  readable.clear();
}

export function activePalette(): Palette {
  return active;
}

/**
 * A colour from the server or a config (an operation's colour, a status colour; preset name or CSS
 * colour) as text that reaches 4.5:1 on the page's surface in the active theme.
 */
export function textColor(color: string | undefined | null): string | undefined {
  if (!color) return undefined;
  if (!readable.has(color)) readable.set(color, readableText(color, active));
  return readable.get(color);
}

const solid = new Map<string, string>();

/** A config colour as the background of white text (a solid custom tag), darkened until it reads. */
export function solidBehindWhite(color: string): string {
  if (!solid.has(color)) solid.set(color, readableOn(PRESET_HUES[color] ?? color, '#ffffff', 4.6));
  return solid.get(color)!;
}
