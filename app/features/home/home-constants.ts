// Spec §9 business constants for the home page carousels.
export const HERO_INTERVAL_MS = 4000;
export const HERO_TRANSITION_MS = 1000;
export const TESTIMONIAL_INTERVAL_MS = 3000;
