import { WHY_US_MEDIUM_BELOW_PX, WHY_US_NARROW_BELOW_PX, WHY_US_SLIDES } from '@pdr/contract/constants';

/** How many 'why us' slides fit side by side at a window width (spec section 9: 3, 2 below 992, 1 below 768). */
export function slidesPerView(width: number): number {
  if (width < WHY_US_NARROW_BELOW_PX) return WHY_US_SLIDES.narrow;
  if (width < WHY_US_MEDIUM_BELOW_PX) return WHY_US_SLIDES.medium;
  return WHY_US_SLIDES.wide;
}

/** Positions the slider can stop at when it moves one slide at a time and never shows empty space. */
export function snapCount(slides: number, perView: number): number {
  return Math.max(1, slides - perView + 1);
}
