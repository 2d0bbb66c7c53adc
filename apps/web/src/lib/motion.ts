/**
 * The device asks for less motion (issue 53, item 4): CSS stops animations itself (styles/global.css); scripts that
 * move things (the carousels, a scroll into view) ask this query.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
