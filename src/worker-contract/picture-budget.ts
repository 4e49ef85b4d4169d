/**
 * How many bytes a picture may cost: width × height ÷ 6 of its displayed size in device pixels
 * (about 1.3 bits a pixel, the ratio Lighthouse's image delivery check expects of a well-compressed
 * picture), counting at most 2 device pixels per CSS pixel: the page never asks for more (see
 * `candidateWidths`). The demo service's variants are held to it, and the bench to the first
 * screen's total.
 */

export const BUDGET_MAX_DPR = 2;
export const BYTES_PER_PIXEL = 1 / 6;
/** The large shop's first screen, every picture on it together. */
export const FIRST_SCREEN_PICTURE_BUDGET = 40 * 1024;

/** @example pictureBudget(88, 88, 2.625) // 5162: 176 × 176 ÷ 6 */
export function pictureBudget(cssWidth: number, cssHeight: number, dpr: number): number {
  const ratio = Math.min(Math.max(dpr, 1), BUDGET_MAX_DPR);
  return Math.floor(cssWidth * ratio * cssHeight * ratio * BYTES_PER_PIXEL);
}

export function withinPictureBudget(bytes: number, cssWidth: number, cssHeight: number, dpr: number): boolean {
  return bytes <= pictureBudget(cssWidth, cssHeight, dpr);
}

export interface ShownPicture {
  bytes: number;
  cssWidth: number;
  cssHeight: number;
}

/** Each picture within its own budget and all of them within the first screen's. */
export function firstScreenWithinBudget(pictures: readonly ShownPicture[], dpr: number): boolean {
  const total = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
  return (
    total <= FIRST_SCREEN_PICTURE_BUDGET &&
    pictures.every((picture) => withinPictureBudget(picture.bytes, picture.cssWidth, picture.cssHeight, dpr))
  );
}
